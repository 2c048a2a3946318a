/**
 * @toolhub/sdk — the one auth / equity / quota / api singleton of the page. The shell
 * provides it to every remote through Module Federation; a remote never bundles its own.
 */
export { api, request, isApiFailure, type ApiFailure, type RequestOptions } from './request';
export { configureSdk } from './config';
export { ensureToken, scheduleTokenPrefetch, invalidateToken } from './token';
export { getDeviceInfo, type DeviceInfo } from './device';
export { getEnv, type Env } from './env';
export { sdkStore, useSdkValue } from './store';
export { toast, toastsAtom, type ToastItem } from './toast';
export { dialog, alertDialog, dialogsAtom, type DialogRequest } from './dialog';
export { defineMessages, detectLocale, getLocale, inLocale, setLocale, useLocale, localeAtom, LOCALES, type Locale } from './i18n';
export * from './logic';
export * from './login';
export * from './equity';
export * from './quota';
export * from './pay';
export * from './share';
export * from './track';
export * from './telemetry';
export * from './host';
// Named, to leave out currentEquityTip: only refused-use.ts needs a tip outside React.
export { AUTO_CARD_FLAG_KEY, useEquityTip, clickEquityTip, watchAutoCard, type EquityTip } from './equity-tip';
export * from './charging';
export { tellRefusedUse } from './refused-use';
export { ensureCompliance, hasAcceptedCompliance, complianceKey, COMPLIANCE_KEY_PREFIX } from './compliance';
export {
  upload,
  uploadProgressAtom,
  useUploadProgress,
  compressionFor,
  fitForUpload,
  tooLargeToTry,
  type CompressMode,
  type SizeRule,
  type UploadOptions,
  type UploadResult,
  type UploadFailureReason,
  type UploadProgress,
  type CompressionChoice,
} from './upload';
export {
  runTask,
  buildTaskRequest,
  backendLoginParam,
  taskFailureText,
  TASK_CREATE_PATH,
  TASK_QUERY_PATH,
  TASK_POLL_MAX_DELAY_MS,
  TASK_WAIT_TIMEOUT_MS,
  type RunTaskOptions,
  type TaskResult,
  type TaskRequestInput,
} from './task';
export { gateway, gatewayHeader } from './gateway';
export type { CatalogModule, ToolComponent, ToolModule } from './remote-modules';
