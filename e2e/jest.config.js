// Browser tests: each file starts the built shop (as `npm start` would) and drives Debian's Chromium.
export default {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.test.mjs'],
  transform: {},
  testTimeout: 60000,
  maxWorkers: 1,
};
