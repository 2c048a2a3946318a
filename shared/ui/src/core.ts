/**
 * @toolhub/ui/core — the pieces every page of the hub shows, the shell's chrome included:
 * buttons, cards, dialogs, toasts, hover panels, tooltips, stars. A shared singleton of its
 * own, so the home page loads these and not every tool's primitives; `@toolhub/ui` exports
 * them again, so a tool team imports everything from `@toolhub/ui`.
 *
 * Inside shared/ui the rest imports these from '@toolhub/ui/core', never by a relative path
 * (eslint.config.js): a relative import would bundle a second copy into the other singleton.
 */
export { Button, ButtonContent, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button';
export { Card, type CardProps, type HeadingLevel } from './Card/Card';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export { DialogHost } from './Dialog/DialogHost';
export { modalKeyDown } from './Dialog/focus-trap';
export { HoverPanel, type HoverPanelProps } from './HoverPanel/HoverPanel';
export { IconButton, type IconButtonProps } from './IconButton/IconButton';
export { NoticeDialog, type NoticeDialogProps } from './NoticeDialog/NoticeDialog';
export { Stars, type StarsProps } from './Stars/Stars';
export { Toast, ToastHost } from './Toast/Toast';
export { BREAKPOINTS, atMost } from './tokens/breakpoints';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
export { useDoubleClick } from './useDoubleClick/useDoubleClick';
