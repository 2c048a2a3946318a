/** Pure logic of the sdk: no state, no DOM, unit-tested against the spec's numbers. */
export * from './breakpoints';
export * from './double-click';
export * from './equity-tip';
export * from './logger';
export * from './login-mode';
export * from './page-flags';
export * from './price';
export * from './qr-options';
export * from './relative-time';
export * from './search';
export * from './share-link';
export * from './user-agent';
export * from './version';
