// The {{name}} remote, built with rspack. The contract it meets: docs/remote-contract.md on the hub.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CatalogPlugin, readCatalog, remoteDefines, remoteFederation, remotePublicPath, remoteUniqueName } from '@toolhub/remote-kit';

const name = '{{name}}';
const dir = import.meta.dirname;
const catalog = await readCatalog(path.join(dir, 'src/catalog.ts'));

export default {
  mode: 'production',
  context: dir,
  // The federation container is the remote's only entry: it has no page of its own.
  entry: {},
  target: ['web', 'es2020'],
  output: {
    path: path.join(dir, 'dist'),
    publicPath: remotePublicPath(name),
    uniqueName: remoteUniqueName(name, dir),
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    cssFilename: '[name].[contenthash:10].css',
    cssChunkFilename: '[name].[contenthash:10].css',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  experiments: { css: true },
  module: {
    parser: { 'css/module': { namedExports: false } },
    // Class names carry the remote's name, so they never meet the shell's or another remote's.
    generator: { 'css/module': { localIdentName: `${name}__[local]__[hash:6]` } },
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
        type: 'javascript/auto',
      },
      { test: /\.module\.css$/, type: 'css/module' },
    ],
  },
  plugins: [
    new ModuleFederationPlugin(
      remoteFederation({
        name,
        dir,
        catalog,
        // One exposed module per tool of the catalog; the build fails if a catalog entry names a missing one.
        exposes: { './Example': './src/tools/example/index.tsx' },
      }),
    ),
    new CatalogPlugin(catalog),
    new rspack.DefinePlugin(remoteDefines(dir)),
  ],
};
