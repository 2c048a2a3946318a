/**
 * @toolhub/ui — the design system: the core pieces (core.ts, a shared singleton of its own)
 * and the primitives and screens of the tools, provided by the shell as a federated singleton.
 */
export * from '@toolhub/ui/core';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { ComparisonSlider, type ComparisonSliderProps } from './ComparisonSlider/ComparisonSlider';
export { DownloadCard, type DownloadCardProps } from './DownloadCard/DownloadCard';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { FileList, type FileListItem, type FileListProps, type FileListStatus } from './FileList/FileList';
export { FilePreview, type FilePreviewProps } from './FilePreview/FilePreview';
export { formatBytes } from './FilePreview/format-bytes';
export { csvFormula, csvOf, type CsvFormula } from './files/csv';
export { saveFile } from './files/save-file';
export { EquityTip } from './EquityTipBar/EquityTip';
export { EquityTipBar, type EquityTipBarProps } from './EquityTipBar/EquityTipBar';
export { Field, type FieldControlProps, type FieldProps } from './Field/Field';
export { InvoiceScreen, type InvoiceScreenProps } from './InvoiceScreen/InvoiceScreen';
export { Input, type ControlSize, type InputProps } from './Input/Input';
export { NumberInput, type NumberInputProps } from './NumberInput/NumberInput';
export { Panel, type PanelProps } from './Panel/Panel';
export { PasswordInput, type PasswordInputProps } from './PasswordInput/PasswordInput';
export { Progress, percentOf, type ProgressProps } from './Progress/Progress';
export { Radio, type RadioProps } from './Radio/Radio';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './Radio/RadioGroup';
export { cardsOf } from './Radio/cards-of';
export { RecognitionScreen, type RecognitionScreenProps } from './RecognitionScreen/RecognitionScreen';
export { IMAGE_ACCEPT, isRecognisableImage, readPreviewImage, type PreviewImage } from './RecognitionScreen/image-file';
export { readRecognitionData } from './RecognitionScreen/result-data';
export type { ReadRecognitionResult } from './RecognitionScreen/run-recognition';
export { useChargingGate, type ChargingGate } from './RecognitionScreen/charging-gate';
export { GateNotice } from './RecognitionScreen/GateNotice';
export { ResultArea, type ResultAreaProps, type ResultAreaState } from './ResultArea/ResultArea';
export { SegmentedControl, type SegmentedControlProps, type SegmentOption } from './SegmentedControl/SegmentedControl';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { Slider, type SliderProps } from './Slider/Slider';
export { Switch, type SwitchProps } from './Switch/Switch';
export { Tabs, type TabItem, type TabsProps } from './Tabs/Tabs';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { useToolTask, type ToolTask, type ToolTaskReading, type ToolTaskState } from './ToolTask/useToolTask';
export { describeTaskFailure } from './ToolTask/describe-failure';
export { UploadBox, type UploadBoxProps, type UploadRejection } from './UploadBox/UploadBox';
export type { ImageLimits, PickLimits } from './UploadBox/limits';
