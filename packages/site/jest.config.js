// Pure functions only (jsdom is not installed): consent mapping, conversions, WhatsApp texts, formatting.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
};
