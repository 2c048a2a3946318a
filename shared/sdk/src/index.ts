/**
 * @toolhub/sdk — the one auth / equity / quota / api singleton of the page. The shell
 * provides it to every remote through Module Federation; a remote never bundles its own.
 */
export { api, request, isApiFailure, type ApiFailure, type RequestOptions } from './request';
export { configureSdk } from './config';
export { ensureToken, scheduleTokenPrefetch, invalidateToken } from './token';
export { getDeviceInfo, type DeviceInfo } from './device';
export { getEnv, type Env } from './env';
export { sdkStore } from './store';
export { toast, toastsAtom, type ToastItem } from './toast';
export { dialog, alertDialog, dialogsAtom, type DialogRequest } from './dialog';
export { defineMessages, detectLocale, getLocale, setLocale, localeAtom, LOCALES, type Locale } from './i18n';
export * from './logic';
export * from './login';
export * from './equity';
export * from './quota';
export * from './pay';
export * from './share';
export * from './track';
export * from './equity-tip';
export * from './charging';
