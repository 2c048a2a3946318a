// The {{name}} remote, built with webpack 5. The contract it meets: docs/remote-contract.md on the hub.
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
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
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        // Types are checked by `npm run typecheck`; the build only strips them.
        options: { transpileOnly: true, compilerOptions: { noEmit: false } },
      },
      {
        test: /\.module\.css$/,
        use: [
          // CSS files, loaded with the chunk that needs them: the hub's pages allow no inline <style>.
          MiniCssExtractPlugin.loader,
          // Class names carry the remote's name, so they never meet the shell's or another remote's.
          { loader: 'css-loader', options: { modules: { localIdentName: `${name}__[local]__[hash:base64:6]`, namedExport: false, exportLocalsConvention: 'as-is' } } },
        ],
      },
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
    new webpack.DefinePlugin(remoteDefines(dir)),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
  ],
};
