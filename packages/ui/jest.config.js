// jsdom is not installed: the toast store is tested as plain functions, components through
// react-dom/server markup. .tsx needs swc's automatic JSX runtime (no React import in the files).
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  roots: ['<rootDir>/src'],
};
