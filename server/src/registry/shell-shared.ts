/**
 * The shared packages of the shell this server serves, read from its built manifest: what
 * every remote released in this environment must be compatible with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, type SharedDep } from '@toolhub/contracts';
import { manifestSchema, sharedDepsOf } from './manifest';

export function readShellShared(shellDist: string): SharedDep[] {
  const manifest = manifestSchema.pick({ shared: true }).parse(JSON.parse(fs.readFileSync(path.join(shellDist, MANIFEST_FILE), 'utf8')));
  // The shell shares subpaths too (react-dom/client); the gate reads packages.
  return sharedDepsOf(manifest).filter((dep) => !dep.name.includes('/', dep.name.startsWith('@') ? dep.name.indexOf('/') + 1 : 0));
}
