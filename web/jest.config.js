// Component tests run as native ES modules (package.json: node --experimental-vm-modules), the way
// Vite serves the code, with SWC stripping TypeScript and JSX.
/** @type {import('jest').Config} */
export default {
  testEnvironment: '<rootDir>/test/jsdom-with-fetch-environment.js',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
          // keep `with { type: 'json' }`, which Jest's ES module loader wants on JSON imports
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/css-module-stub.js',
    '^@bookshop/contracts/(.*)$': '<rootDir>/../libs/contracts/src/$1.ts',
    // Inside libs/contracts, ESM imports name the compiled `.js` file of a `.ts` source.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/testing-library-setup.js'],
  // jsdom is slow, and `npm test` runs this suite beside two others on two cores: a test that renders
  // a screen and types a form takes seconds there. The limit is for a test that hangs.
  testTimeout: 120_000,
};
