/** @toolhub/ui — the shared components, provided by the shell as a federated singleton. */
export { Button, type ButtonProps } from './Button/Button';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export { DialogHost } from './Dialog/DialogHost';
export { modalKeyDown } from './Dialog/focus-trap';
export { csvOf } from './files/csv';
export { saveFile } from './files/save-file';
export { EquityTipBar, type EquityTipBarProps } from './EquityTipBar/EquityTipBar';
export { HoverPanel, type HoverPanelProps } from './HoverPanel/HoverPanel';
export { NoticeDialog, type NoticeDialogProps } from './NoticeDialog/NoticeDialog';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar';
export { RecognitionScreen, type RecognitionScreenProps } from './RecognitionScreen/RecognitionScreen';
export type { PreviewImage } from './RecognitionScreen/image-file';
export { readRecognitionData } from './RecognitionScreen/result-data';
export type { ReadRecognitionResult } from './RecognitionScreen/run-recognition';
export { Stars, type StarsProps } from './Stars/Stars';
export { Toast, ToastHost } from './Toast/Toast';
export { UploadBox, type UploadBoxProps, type UploadRejection } from './UploadBox/UploadBox';
export { useDoubleClick } from './useDoubleClick/useDoubleClick';
