/**
 * The remotes this server hosts, read from the workspace builds (`remotes/<name>/dist`):
 * each one's manifest and tool catalog. The registry replaces this source with published
 * versions; everything downstream only sees `HostedRemote`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { catalogSchema, type ToolMeta } from '@toolhub/contracts';

export interface HostedRemote {
  name: string;
  version: string;
  /** Folder whose files are served at `urlPath`. */
  dir: string;
  urlPath: string;
  manifestUrl: string;
  catalog: ToolMeta[];
}

interface Manifest {
  name: string;
  metaData?: { buildInfo?: { buildVersion?: string } };
}

export function loadWorkspaceRemotes(rootDir: string, log: (message: string) => void = console.warn): HostedRemote[] {
  const remotesDir = path.join(rootDir, 'remotes');
  const hosted: HostedRemote[] = [];
  for (const folder of fs.existsSync(remotesDir) ? fs.readdirSync(remotesDir).sort() : []) {
    const dist = path.join(remotesDir, folder, 'dist');
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const catalogFile = path.join(dist, 'catalog.json');
    if (!fs.existsSync(manifestFile) || !fs.existsSync(catalogFile)) {
      log(`remote ${folder} is not built (no dist/mf-manifest.json): its tools are left out`);
      continue;
    }
    try {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
      const catalog = catalogSchema.parse(JSON.parse(fs.readFileSync(catalogFile, 'utf8')));
      const urlPath = `/remotes/${manifest.name}/`;
      hosted.push({
        name: manifest.name,
        version: manifest.metaData?.buildInfo?.buildVersion ?? '0.0.0',
        dir: dist,
        urlPath,
        manifestUrl: `${urlPath}mf-manifest.json`,
        catalog,
      });
    } catch (error) {
      log(`remote ${folder} has an unreadable manifest or catalog: ${String(error)}`);
    }
  }
  return hosted;
}
