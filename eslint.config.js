// `npm run lint`: typescript-eslint on every workspace and the rules of hooks on the web app.
// Formatting is Prettier's (`prettier --check`); the import boundaries are checked on resolved imports
// by scripts/check-architecture.mjs (.dependency-cruiser.mjs).
import js from '@eslint/js';
import fs from 'node:fs';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Every error code is written once, in the catalogue (libs/contracts/src/api-errors.ts); elsewhere it
 * is `API_ERRORS.<name>`, so the compiler checks it. Its codes are read here from the file's text
 * (an entry's `code:` is a string, or a constant of the file).
 */
function catalogueCodes() {
  const text = fs.readFileSync(new URL('libs/contracts/src/api-errors.ts', import.meta.url), 'utf8');
  const constants = Object.fromEntries([...text.matchAll(/^const (\w+) = '([^']+)';$/gm)].map(([, name, value]) => [name, value]));
  const codes = [...text.matchAll(/\bcode: (?:'([^']+)'|([A-Z][A-Z_]+)\b)/g)].map(
    ([, literal, constant]) => literal ?? constants[constant],
  );
  if (codes.length < 40 || codes.some((code) => typeof code !== 'string' || !/^[a-z]+([_ ][a-z]+)*$/.test(code))) {
    throw new Error('eslint.config.js no longer reads the error codes of libs/contracts/src/api-errors.ts: update catalogueCodes');
  }
  return codes;
}
const anyCode = `/^(${[...new Set(catalogueCodes())].join('|')})$/`;
const codeOnce =
  'Error codes are written once, in libs/contracts/src/api-errors.ts: use API_ERRORS.<name>.code (or API_ERRORS.<name> with apiError / failedWith).';

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/dist-server/', '**/coverage/', 'data/', '.bench/', 'web/src/shared/api/openapi.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // Nest injects by the parameter's runtime type: those imports must stay value imports.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests may spell the codes of the answers they assert: that is the wire format users see.
    files: ['api/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'libs/contracts/src/**/*.ts'],
    ignores: ['libs/contracts/src/api-errors.ts', '**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${anyCode}]`, message: codeOnce },
        { selector: `Property > Identifier.key[name=${anyCode}]`, message: codeOnce },
      ],
    },
  },
  {
    // A new error is an entry of the catalogue, raised with apiError(API_ERRORS.<name>, …).
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${anyCode}]`, message: codeOnce },
        { selector: `Property > Identifier.key[name=${anyCode}]`, message: codeOnce },
        {
          selector: "Property[key.name='code'] > Literal.value",
          message:
            'An error code belongs in libs/contracts/src/api-errors.ts: add an entry there and raise apiError(API_ERRORS.<name>, …).',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', '**/*.spec.ts', '**/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    // Browser tests and benches hand functions to the page: those run with the browser's globals.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
