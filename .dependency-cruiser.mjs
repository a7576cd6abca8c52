// The architecture rules (docs/architecture.md, "Import boundaries"), checked by dependency-cruiser on
// what each import resolves to, not on how its path is spelled. `npm run lint` runs them through
// scripts/check-architecture.mjs, which adds the two checks a rule here cannot express: no cycle
// between modules or features, and no SQL naming another module's table.
// Tests may reach into what they test: `*.test.ts(x)`, `*.spec.ts` and the test folders are left out.

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: 'platform-imports-no-module',
    comment: "api/src/platform is the shop-independent layer: it imports no module, and not the shop's events.",
    severity: 'error',
    from: { path: '^api/src/platform/' },
    to: { path: ['^api/src/modules/', '^api/src/events/', '^api/src/domain-events\\.ts$'] },
  },
  {
    name: 'events-import-no-module',
    comment: 'The events of api/src/events are what modules tell each other: they import no module, so every module may import them.',
    severity: 'error',
    from: { path: '^api/src/events/' },
    to: { path: '^api/src/modules/' },
  },
  {
    name: 'module-through-public-file',
    comment: "A module uses another only through that module's public file (modules/<name>/index.ts), never its entities or inner files.",
    severity: 'error',
    from: { path: '^api/src/modules/([^/]+)/' },
    to: { path: '^api/src/modules/', pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$'] },
  },
  {
    name: 'public-file-exports-no-entity',
    comment: "A module's tables are its own: its public file exports services and types, never an entity.",
    severity: 'error',
    from: { path: '^api/src/modules/[^/]+/index\\.ts$' },
    to: { path: '\\.entity\\.ts$' },
  },
  {
    name: 'feature-imports-no-feature',
    comment: 'A web feature imports no other feature: what both need moves to web/src/shared, and the app composes features.',
    severity: 'error',
    from: { path: '^web/src/features/([^/]+)/' },
    to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
  },
  {
    name: 'shared-imports-no-feature',
    comment: 'web/src/shared is what features use: it imports none of them.',
    severity: 'error',
    from: { path: '^web/src/shared/' },
    to: { path: '^web/src/features/' },
  },
  {
    name: 'app-uses-feature-entry-points',
    comment: 'web/src/app and web/src/server import a feature only through its entry point (features/<name>/index.ts).',
    severity: 'error',
    from: { path: '^web/src/(app|server)/' },
    to: { path: '^web/src/features/', pathNot: '^web/src/features/[^/]+/index\\.tsx?$', dependencyTypesNot: ['dynamic-import'] },
  },
  {
    name: 'lazy-routes-load-feature-pages',
    comment:
      "A lazily loaded route (a dynamic import, a chunk of its own) loads a file at the top of a feature's folder, never one of its inner files.",
    severity: 'error',
    from: { path: '^web/src/(app|server)/' },
    to: { path: '^web/src/features/[^/]+/[^/]+/', dependencyTypes: ['dynamic-import'] },
  },
  {
    name: 'antd-only-in-back-office',
    comment: "Ant Design (antd, @ant-design/*) is the back office's alone: the storefront never loads it.",
    severity: 'error',
    from: { pathNot: '^web/src/features/admin/' },
    to: { path: '(^|/)node_modules/(antd|@ant-design/[^/]+)/' },
  },
  {
    name: 'contracts-import-no-framework',
    comment: "libs/contracts is pure: it imports nothing but its own files, its one dependency (validator) and Node's built-ins.",
    severity: 'error',
    from: { path: '^libs/contracts/src/' },
    to: { pathNot: ['^libs/contracts/src/', '(^|/)node_modules/validator/'], dependencyTypesNot: ['core'] },
  },
  {
    name: 'imports-resolve',
    comment: 'An import that resolves to nothing cannot be checked against the rules above.',
    severity: 'error',
    from: {},
    to: { couldNotResolve: true },
  },
];

/** @type {import('dependency-cruiser').ICruiseOptions} */
const options = {
  // Type-only imports count: they couple code as much as any other.
  tsPreCompilationDeps: true,
  exclude: { path: ['\\.(test|spec)\\.tsx?$', '^(api|web)/test/'] },
  // Packages are leaves of the graph: what a file imports from one is checked, not the package's insides.
  doNotFollow: { path: '(^|/)node_modules/' },
  enhancedResolveOptions: {
    // `@bookshop/contracts/<file>` resolves through the workspace's package.json `exports` to its TypeScript source.
    exportsFields: ['exports'],
    conditionNames: ['types', 'import', 'default'],
    mainFields: ['types', 'module', 'main'],
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  },
};

export default { forbidden, options };
