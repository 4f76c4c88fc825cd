// @swc/jest strips types only (type-check runs separately with tsc); NestJS needs legacy decorators with
// emitted metadata, otherwise constructor injection and class-validator DTOs silently break.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/tools'],
  // Unit tests: src/**/*.test.ts (and tools/**/*.test.ts) beside the code; integration tests (real HTTP, Postgres, Redis): test/*.int.test.ts.
  testRegex: '\\.test\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
        sourceMaps: 'inline',
      },
    ],
  },
  // One migrated database per run, which each integration test's database is copied from (test/helpers/test-database.ts).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Integration tests create a database per file; the default 5 s is too tight on a 2-core machine.
  testTimeout: 30000,
};
