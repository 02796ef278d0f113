// Flat ESLint config: bugs, not style. Run with `npm run lint`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import testingLibrary from 'eslint-plugin-testing-library';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Who may not import whom (paths from the repository root; `except` is relative to `from`). */
export const layerZones = [
  {
    target: './src/features',
    from: './src/routes',
    message: 'A feature never imports a route: move what both need into the feature (or src/components).',
  },
  {
    target: './src/components',
    from: './src/features',
    message: 'The shared UI kit never imports a feature: take what it needs as props.',
  },
  {
    target: './server',
    from: './src',
    except: ['./contracts'],
    message: 'The server imports nothing from src/ but src/contracts/.',
  },
  // One contract across the wire (STYLE §10): the contracts take nothing from the rest of src/ or from server/.
  { target: './src/contracts', from: './src', except: ['./contracts'], message: 'Contracts import nothing from the rest of src/.' },
  { target: './src/contracts', from: './server', message: 'Contracts import nothing from server/.' },
  {
    target: './server/db',
    from: './server/modules',
    message: 'The database layer never imports a module: modules import the database.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'coverage/**',
      'server/db/migrations/**',
      'data/**',
      'config/eslint.config.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify route handlers and saga helpers are legitimately async without awaits.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      'import/no-cycle': ['error', { maxDepth: 4 }],
      // The layers (issue 24 §6, /work/shared/STYLE.md §1, §8, §10): an import against an arrow fails the lint.
      'import/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } }, 'import/ignore': ['node_modules'] },
  },
  {
    files: ['src/**/*.tsx', 'test/components/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: { ...jsxA11y.configs.recommended.rules, 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      // Tests read loosely typed JSON bodies from app.inject and Playwright.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['test/components/**/*.{ts,tsx}', 'test/unit/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
);
