export * from './api';
export * from './constants';
export * from './entities';
export * from './errors';
export * from './snapshot';
export * from './tools';
export * from './finance';
export * from './equity-api';
