// Node environment: the client is tested against a real local HTTP server with Node's fetch.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx?$': '@swc/jest' },
};
