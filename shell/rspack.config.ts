import path from 'node:path';
import { defineApp, defineServerRender } from '../rspack.config.base';

export default [
  defineApp({
    name: 'shell',
    dir: import.meta.dirname,
    role: 'host',
    runtimePlugins: [path.join(import.meta.dirname, 'src/remotes/shell-wins-plugin.ts')],
  }),
  defineServerRender({ name: 'shell', dir: import.meta.dirname, entry: './src/server-render.tsx' }),
];
