// `npm run lint`: typescript-eslint on every workspace, the rules of hooks on the web app, and the
// import boundaries that keep the layering readable. Formatting is Prettier's (`prettier --check`).
import js from '@eslint/js';
import fs from 'node:fs';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A module's entities are its own tables: other modules go through its services. */
const otherModulesEntities = {
  group: ['../*/*.entity.js', '../../*/*.entity.js', '../*/*/*.entity.js'],
  message: "A module reads and writes only its own tables: use the owning module's service instead of its entity.",
};

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
    files: ['api/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'platform/ is the shop-independent layer: it must not import from modules/.' }] },
      ],
    },
  },
  {
    files: ['api/src/modules/*/*.ts', 'api/src/modules/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModulesEntities] }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*/**', '../../../features/*/**'],
              message: "A feature does not reach into another feature's files: move what both need to web/src/shared.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/**', '**/web/**', '@nestjs/*', 'react', 'typeorm'],
              message: 'contracts are pure: no framework, no app code.',
            },
          ],
        },
      ],
    },
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
