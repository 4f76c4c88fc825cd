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

/**
 * The admin's API table never reaches a visitor's page: shared packages are shipped whole into every public
 * bundle, so only the admin code (mfe-admin, the blog's admin screen, the backend, tests) may import it.
 */
const ADMIN_TABLE_IMPORT = {
  name: '@stairs/contracts',
  importNames: ['ADMIN_API', 'EVERY_ENDPOINT', 'ADMIN_TOOLS'],
  message:
    "The admin's endpoints are read by admin code only (mfe-admin, mfe-blog's admin screen): a visitor's page calls API.",
};

const ADMIN_SESSION_IMPORT = {
  name: '@stairs/site/admin',
  message:
    "The admin session is admin code's alone (mfe-admin, mfe-blog's admin screen), never a visitor's page.",
};

/** One router on the page: its parts come from the shared @stairs/router (packages/router/README.md). */
const ROUTER_IMPORTS = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: "Import routing from '@stairs/router': a second copy of react-router would be a second router.",
}));

/** One error rule: a failed call shows the server's German reason when it gave one (showCallFailure). */
const CALL_FAILURE_RULES = [
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
];

/**
 * One way to call the API (packages/api-client/README.md): from an entry of the API table, whose types are the
 * input and the answer. A request with a hand-written answer type, or the raw request, bypasses them.
 */
const ONE_WAY_TO_CALL =
  'Call the API from its table: useQuery(apiQueryOptions(API.x, input)) or apiCall(API.x, input) (admin: ' +
  "adminQueryOptions, useAdminCall() from '@stairs/site'); the entry's types are the input and the answer.";
const API_CALL_RULES = [
  { selector: 'CallExpression[typeArguments][callee.name=/request$/i]', message: ONE_WAY_TO_CALL },
  { selector: 'CallExpression[typeArguments][callee.property.name=/request$/i]', message: ONE_WAY_TO_CALL },
  { selector: 'CallExpression[callee.name=/^(apiRequest|apiGet)$/]', message: ONE_WAY_TO_CALL },
];

/** An API path is written once, in packages/contracts/src/api; everything else takes it from there. */
const API_PATH_LITERAL =
  'An API path is written once, in the API table (packages/contracts/src/api/api-table.ts): ' +
  'call it with apiCall/apiQueryOptions, or take apiUrl(API.x, …) or API.x.path.';
const API_PATH_RULES = [
  { selector: 'Literal[value=/^\\/api\\//]', message: API_PATH_LITERAL },
  { selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]', message: API_PATH_LITERAL },
];

/** Where the API is called from or its paths are used: the apps, the packages and the site's Node scripts. */
const API_CLIENT_CODE = ['shell', 'mfe-*', 'packages', 'infra'].map(
  (dir) => `${dir}/**/*.{ts,tsx,mts,js,mjs,cjs}`,
);

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
    },
  },
  {
    // The API is called one way and its paths are written once (a rule of the same name replaces the one before).
    files: API_CLIENT_CODE,
    ignores: ['packages/contracts/src/api/**'],
    rules: { 'no-restricted-syntax': ['error', ...API_CALL_RULES, ...API_PATH_RULES] },
  },
  {
    // The frontends also show every failed call through showCallFailure.
    files: ['**/*.tsx', 'shell/**/*.ts', 'mfe-*/**/*.ts', 'packages/ui/**/*.ts', 'packages/site/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...CALL_FAILURE_RULES, ...API_CALL_RULES, ...API_PATH_RULES] },
  },
  {
    // The client itself sends the raw request that apiCall types.
    files: ['packages/api-client/src/**'],
    rules: { 'no-restricted-syntax': ['error', ...API_PATH_RULES] },
  },
  {
    // Tests call servers and seed caches by their URLs.
    files: ['**/*.test.{ts,tsx,mts,js,mjs,cjs}', '**/__tests__/**'],
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
    // A visitor's code: the shell, the public remotes, the shared packages (tests aside).
    files: [
      ...['shell', 'mfe-calculators', 'mfe-gallery', 'mfe-blog'].map((app) => `${app}/src/**/*.{ts,tsx}`),
    ],
    // The blog's admin screen is admin code inside a public remote.
    ignores: [
      'mfe-blog/src/{hooks/useBlogAdmin.ts,pages/BlogAdminPage.tsx,lib/blog-admin.ts}',
      'mfe-blog/src/components/admin/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...ROUTER_IMPORTS, ADMIN_TABLE_IMPORT, ADMIN_SESSION_IMPORT],
          patterns: [DEEP_PACKAGE_IMPORT, OTHER_APP_IMPORT],
        },
      ],
    },
  },
  {
    files: ['packages/{site,api-client,ui}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...ROUTER_IMPORTS, ADMIN_TABLE_IMPORT, ADMIN_SESSION_IMPORT],
          patterns: [DEEP_PACKAGE_IMPORT],
        },
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
