// One lint configuration for every workspace: typescript-eslint strict rules, React hooks rules for the
// frontends, Prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const REMOTES = ['mfe-calculators', 'mfe-gallery', 'mfe-blog', 'mfe-admin'];

const DEEP_PACKAGE_IMPORT = {
  group: ['@stairs/*/src', '@stairs/*/src/**'],
  message: "Import a package through its exports map (e.g. '@stairs/site/testing'), not its src/ folder.",
};
const OTHER_APP_IMPORT = {
  group: ['mfe-*', 'mfe-*/**', '**/mfe-*', '**/mfe-*/**', 'shell', 'shell/**', '**/shell/src/**'],
  message:
    'An app never imports another app (remote or shell): they meet at runtime through Module Federation; share code through a package.',
};

/** One router on the page: its parts come from the shared @stairs/router (packages/router/README.md). */
const ROUTER_IMPORTS = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: "Import routing from '@stairs/router': a second copy of react-router would be a second router.",
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx', 'shell/**/*.ts', 'mfe-*/**/*.ts', 'packages/ui/**/*.ts', 'packages/site/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // One error rule: a failed call shows the server's German reason when it gave one (showCallFailure).
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='onError'] > ArrowFunctionExpression[params.length=0]",
          message:
            "A failed call says why: onError: (error) => showCallFailure(error, fallback) shows the server's reason.",
        },
        {
          selector: "CallExpression[callee.name='toast'] Property[key.name='title'][value.value='Fehler']",
          message:
            "A failure toast written by hand hides the server's reason: use showCallFailure(error, fallback).",
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS config files (rspack, tailwind, postcss, jest) load their dependencies with require().
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    rules: { 'no-restricted-imports': ['error', { paths: ROUTER_IMPORTS, patterns: [DEEP_PACKAGE_IMPORT] }] },
  },
  {
    files: ['packages/router/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_PACKAGE_IMPORT] }] },
  },
  {
    // The shell and every remote: no imports across apps (a rule of the same name replaces the one above).
    files: [...REMOTES, 'shell'].map((app) => `${app}/**/*.{ts,tsx,js,cjs,mjs}`),
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ROUTER_IMPORTS, patterns: [DEEP_PACKAGE_IMPORT, OTHER_APP_IMPORT] },
      ],
    },
  },
  {
    // NestJS injects through constructor parameter types: type-only imports would erase the metadata.
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  prettier,
);
