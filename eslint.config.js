// One ESLint config for the whole workspace.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The folders of shared/ui that make up @toolhub/ui/core (shared/ui/src/core.ts). */
const UI_CORE = ['Button', 'IconButton', 'Card', 'Dialog', 'NoticeDialog', 'Toast', 'HoverPanel', 'Stars', 'Tooltip', 'useDoubleClick'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The one-way rule of DESIGN §1: remotes reach the platform only through the shared packages.
    files: ['remotes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/shell/**', '@toolhub/shell', '**/remotes/**', '@toolhub/server', '**/server/**'], message: 'A remote imports only @toolhub/* shared packages.' }] },
      ],
    },
  },
  {
    // @toolhub/ui/core is a singleton of its own (shared/ui/src/core.ts): the rest of the design
    // system takes the core pieces from it, so no second copy of a button lands in the other one.
    files: ['shared/ui/src/**/*.{ts,tsx}'],
    ignores: [...UI_CORE.map((folder) => `shared/ui/src/${folder}/**`), 'shared/ui/src/core.ts', 'shared/ui/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...UI_CORE.map((folder) => `../${folder}/*`), '../core-messages'], message: "Import the core pieces from '@toolhub/ui/core'." }] },
      ],
    },
  },
  {
    // The shell's chrome and pages load the core only: the home page must not pull in every tool's primitives.
    // The style guide, the debug console and the ops page are chunks of their own that visitors do not fetch.
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/pages/styleguide/**', 'shell/src/debug-console/**', 'shell/src/pages/ops/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@toolhub/ui', message: "The shell imports '@toolhub/ui/core'; the rest of @toolhub/ui is for the tools (and the style guide and the ops page)." }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@toolhub/sdk', '@toolhub/ui', '**/shell/**', '**/remotes/**'], message: 'The server depends on @toolhub/contracts only.' }] },
      ],
    },
  },
  {
    // The ops CLI is a client of the admin HTTP API: it shares the contracts with the server, not its code.
    files: ['server/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@toolhub/sdk', '@toolhub/ui', '**/shell/**', '**/remotes/**', '**/src/**'], message: 'The CLI depends on @toolhub/contracts and node built-ins only.' }] },
      ],
    },
  },
);
