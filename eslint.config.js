import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The import zones of DESIGN.md §2: each "target" may not import from the listed "from" folders.
const zones = [
  {
    target: './shared/contract',
    from: [
      './shared/lib',
      './shared/ui',
      './shared/features',
      './web-app',
      './liff-app',
      './admin-app',
      './server',
      './games',
    ],
  },
  {
    target: './shared/lib',
    from: [
      './shared/ui',
      './shared/features',
      './web-app',
      './liff-app',
      './admin-app',
      './server',
      './games',
    ],
  },
  {
    target: './shared/ui',
    from: ['./shared/features', './web-app', './liff-app', './admin-app', './server', './games'],
  },
  { target: './shared/features', from: ['./web-app', './liff-app', './admin-app', './server', './games'] },
  { target: './web-app', from: ['./liff-app', './admin-app', './server', './games'] },
  { target: './liff-app', from: ['./web-app', './admin-app', './server', './games'] },
  // The back office: shared/* only, never the member apps (and they never it: not a byte of it on their screens).
  { target: './admin-app', from: ['./web-app', './liff-app', './server', './games'] },
  {
    target: './server',
    from: ['./shared/lib', './shared/ui', './shared/features', './web-app', './liff-app', './admin-app'],
  },
  // The server talks to the games only through the seamless wallet, but the provably fair generator (DOMAIN.md) is
  // one published algorithm: the fortune wheel draws with the same code the games do, so anyone verifies both alike.
  { target: './server', from: './games', except: ['./fair'] },
  {
    target: './games',
    from: [
      './shared/lib',
      './shared/ui',
      './shared/features',
      './web-app',
      './liff-app',
      './admin-app',
      './server',
    ],
  },
];

// A feature never imports another feature: one zone per folder of shared/features and of the console's
// admin-app/src/features, read when the config loads, so a new feature has its zone without an edit here.
const featureZones = ['./shared/features', './admin-app/src/features'].flatMap((root) =>
  readdirSync(new URL(root, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({ target: `${root}/${name}`, from: root, except: [`./${name}`] })),
);

// What the front ends may not import: the LIFF SDK outside liff-app/src/lib/liff.ts, and parent paths.
const frontEndImports = {
  paths: [{ name: '@line/liff', message: 'Only liff-app/src/lib/liff.ts imports the LIFF SDK.' }],
  patterns: [
    { group: ['../../*'], message: 'Use a path alias.' },
    // The pluggable SDK's modules and the mock count as the SDK too.
    {
      group: ['@line/liff/*', '@line/liff-mock'],
      message: 'Only liff-app/src/lib/liff.ts imports the LIFF SDK.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...zones, ...featureZones] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Use a path alias.' }] },
      ],
    },
  },
  {
    files: ['liff-app/**', 'shared/**', 'web-app/**', 'admin-app/**'],
    ignores: ['liff-app/src/lib/liff.ts'],
    rules: { 'no-restricted-imports': ['error', frontEndImports] },
  },
  {
    // The console's tables scroll sideways on a phone through its own Table (admin-app/src/ui/table.tsx).
    files: ['admin-app/**'],
    ignores: ['admin-app/src/ui/table.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...frontEndImports,
          paths: [
            ...frontEndImports.paths,
            {
              name: 'antd',
              importNames: ['Table'],
              message: "Use Table from '@admin-app/ui/table' (it scrolls sideways on a phone).",
            },
          ],
        },
      ],
    },
  },
  {
    // The composition root hosts the built-in provider in the same process; the provider still reaches the
    // platform only over HTTP through the signed seamless-wallet endpoints.
    files: ['server/src/host.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: [
                './shared/lib',
                './shared/ui',
                './shared/features',
                './web-app',
                './liff-app',
                './admin-app',
              ],
            },
          ],
        },
      ],
    },
  },
);
