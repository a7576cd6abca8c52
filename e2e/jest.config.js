// Browser tests: each file starts the built shop (as `npm start` would) and drives Debian's Chromium.
export default {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.test.mjs'],
  // Only the API's test helpers are TypeScript (the SMTP capture is shared with the API tests).
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  // The API's sources import each other with `.js`, as Node's ESM wants; here they are read as TypeScript.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/global-setup.mjs',
  globalTeardown: '<rootDir>/global-teardown.mjs',
  // `npm test` runs these files beside the other suites on two cores: the limit is for a test that hangs.
  testTimeout: 240_000,
  maxWorkers: 1,
};
