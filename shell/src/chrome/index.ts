/** The shell's chrome (spec §2): header and navigation, the tool page bar, the global panels. */
export { Header, type HeaderProps } from './Header';
export { CategoryNav, type CategoryNavProps } from './CategoryNav';
export { ToolChrome, type ToolChromeProps } from './ToolChrome';
export { GlobalPanels } from './GlobalPanels';
export { HelpedCounter } from './HelpedCounter';
export type { PreloadTool } from './categories';
