module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': '@swc/jest' },
  roots: ['<rootDir>/src'],
};
