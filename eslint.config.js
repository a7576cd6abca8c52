// `npm run lint`: typescript-eslint on every workspace, the rules of hooks on the web app, and the
// import boundaries that keep the layering readable. Formatting is Prettier's (`prettier --check`).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A module's entities are its own tables: other modules go through its services. */
const otherModulesEntities = {
  group: ['../*/*.entity.js', '../../*/*.entity.js', '../*/*/*.entity.js'],
  message: "A module reads and writes only its own tables: use the owning module's service instead of its entity.",
};

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
    files: ['**/*.test.{ts,tsx,mjs}', '**/*.spec.ts', '**/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    // Browser tests and benches hand functions to the page: those run with the browser's globals.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
