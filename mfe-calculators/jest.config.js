// Unit tests and server-side render tests (react-dom/server): node environment (jsdom is not installed).
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
};
