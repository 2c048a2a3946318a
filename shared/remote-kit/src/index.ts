export { CatalogPlugin, checkCatalog, readCatalog, type CatalogEntry } from './catalog';
export { remoteFederation, type RemoteFederationOptions } from './federation';
export { remoteDefines, remotePublicPath, remoteUniqueName, remoteVersion } from './output';
export { remoteShared, SINGLETONS, TAKEN_FROM_THE_SHELL, type SharedEntry, type SharedRole } from './shared';
