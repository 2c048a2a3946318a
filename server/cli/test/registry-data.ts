/** Registry records as the hub answers them, for CLI tests. */
import { unreleased, type Release, type RemoteVersion, type ToolMeta } from '@toolhub/contracts';

export const T0 = Date.UTC(2026, 10, 1, 8, 30);

export const tool: ToolMeta = {
  toolid: 9901,
  path: 'version-probe',
  name: '版本探针',
  keyword: 'probe',
  category: '金融理财',
  icon: '',
  scene: 'version_probe',
  needCharge: false,
  module: './VersionProbe',
};

export const remoteVersion = (remote: string, version: string, at = T0): RemoteVersion => ({
  remote,
  version,
  digest: `${version.replace(/\./g, '')}abcdef0123456789`,
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
  catalog: [tool],
  manifest_url: `/remotes/${remote}/${version}/mf-manifest.json`,
  files: 12,
  bytes: 204_800,
  published_by: 'admin',
  published_at: at,
});

export const release = (fields: Partial<Release> & Pick<Release, 'env' | 'remote'>): Release => ({
  ...unreleased(fields.env, fields.remote, T0),
  ...fields,
});
