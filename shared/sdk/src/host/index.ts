export { hasNativeBridge, nativeCall, type NativeBridge } from './bridge';
export * from './calls';
export { qua2Field, readHostDevice, type HostDevice } from './device';
export { HOST_LOGIN_STATUS_EVENT, startHost } from './start';
