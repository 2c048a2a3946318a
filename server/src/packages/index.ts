export { packageRoutes, packument } from './routes';
export { readServedPackages, type PackagesState, type ServedPackage } from './served-packages';
