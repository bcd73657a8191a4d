import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

// Server folders that are shared infrastructure, not features: any feature may import any of
// their files. (`config` and `errors` are single files beside them, outside every folder.)
const SERVER_INFRASTRUCTURE = ['db', 'http', 'trpc', 'crypto', 'cache', 'mail', 'jobs', 'html', 'pdf'];
const serverFolders = readdirSync('src/server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverFeatures = serverFolders.filter((name) => !SERVER_INFRASTRUCTURE.includes(name));

// Client folders that are shared infrastructure, not features: `components` (UI), `lib` (logic),
// `i18n`, and `app`, the route table and layout that wire the features together (it may import
// any feature's files; features may import its paths and brand). The messages in src/paraglide
// are generated and shared too. Every other folder is a feature.
const CLIENT_INFRASTRUCTURE = ['app', 'components', 'lib', 'i18n'];
// A feature built on another may use that one's files: the sign-in pages (auth) on identity.
const CLIENT_LOWER_LAYERS = new Map([['auth', ['identity']]]);
const clientFolders = readdirSync('src/client', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientFeatures = clientFolders.filter((name) => !CLIENT_INFRASTRUCTURE.includes(name));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'coverage', 'src/paraglide', 'project.inlang', 'src/server/db/migrations/Migration*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify handlers are async by convention: they answer with the value they return.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A function a newcomer can hold in their head: split it before it takes more paths.
      complexity: ['error', 15],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // HTML from the server reaches the page only through RichHtml, which sanitises it again.
  {
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/components/rich-html.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render HTML with <RichHtml> (components/rich-html.tsx), which sanitises it.',
        },
      ],
    },
  },
  // Boundaries. No import cycles anywhere in src (type-only imports do not count).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // `src/shared` is what both sides import: it imports nothing from either.
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '**/server/**'],
              message: 'src/shared imports nothing from client or server.',
            },
          ],
        },
      ],
    },
  },
  // The client knows the server only through its router type.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '!**/server/trpc/app-router.ts'],
              message: 'The client imports from the server only the AppRouter type.',
            },
            {
              group: ['**/server/trpc/app-router.ts'],
              allowTypeImports: true,
              message: 'Import the AppRouter as a type only: `import type { AppRouter }`.',
            },
          ],
        },
      ],
    },
  },
  // Identity is the lower layer: the sign-in pages (client/auth) use it, never the reverse.
  {
    files: ['src/client/identity/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/auth/**', '!**/identity/**'],
              message: 'client/identity never imports client/auth.',
            },
            {
              group: ['**/server/**', '!**/server/trpc/app-router.ts'],
              message: 'The client imports from the server only the AppRouter type.',
            },
            {
              group: ['**/server/trpc/app-router.ts'],
              allowTypeImports: true,
              message: 'Import the AppRouter as a type only.',
            },
          ],
        },
      ],
    },
  },
  // A server feature uses another feature through its service, never through its entities
  // (entities may relate to each other; type-only imports are fine).
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/entities.ts', 'src/server/db/**', 'src/server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/entities.ts', '../../*/entities.ts'],
              allowTypeImports: true,
              message: "Use the other feature's service, not its entities.",
            },
            { group: ['**/client/**'], message: 'The server imports nothing from the client.' },
          ],
        },
      ],
    },
  },
  // A server feature (and the infrastructure) reaches another feature only through its index.ts
  // (the reads and helpers it offers) or its service.ts; entities.ts is for type imports (above).
  // The composition roots that wire every feature together are exempt: the tRPC app router, the
  // ORM's entity list and seeds, and the app's own files at src/server's top.
  {
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/entities.ts',
      'src/server/**/*.test.ts',
      'src/server/trpc/app-router.ts',
      'src/server/db/entities.ts',
      'src/server/db/seed.ts',
    ],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: serverFolders.flatMap((target) =>
            serverFeatures
              .filter((feature) => feature !== target)
              .map((feature) => ({
                target: `./src/server/${target}`,
                from: `./src/server/${feature}`,
                except: ['./index.ts', './service.ts', './entities.ts'],
                message: `Import ${feature} through its index.ts or service.ts.`,
              })),
          ),
        },
      ],
    },
  },
  // A client feature (and the shared components, lib and i18n) reaches another feature only
  // through its index.ts, the few pieces it offers on purpose; what several features use lives in
  // components, lib or i18n. `app` wires the features together and is exempt, as are tests.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/app/**', 'src/client/**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: clientFolders
            .filter((target) => target !== 'app')
            .flatMap((target) =>
              clientFeatures
                .filter((feature) => feature !== target && !CLIENT_LOWER_LAYERS.get(target)?.includes(feature))
                .map((feature) => ({
                  target: `./src/client/${target}`,
                  from: `./src/client/${feature}`,
                  except: ['./index.ts'],
                  message: `Import ${feature} through its index.ts, or move what is shared to client/components or client/lib.`,
                })),
            ),
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.spec.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
