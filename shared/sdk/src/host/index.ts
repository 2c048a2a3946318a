export { hasNativeBridge, nativeCall, type NativeBridge } from './bridge';
export * from './calls';
export { qua2Field, readHostDevice, type HostDevice } from './device';
export { startHost } from './start';
