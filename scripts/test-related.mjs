#!/usr/bin/env node
// npm run test:related -- <file> [<file> ...] [--list] [--http]
//
// Runs the tests a change touches, across contracts, api and web, from an import graph of the
// repository's own files (TypeScript's parser reads the imports; nothing is compiled):
//
// 1. every test that imports a changed file, directly or through other files, except through
//    api/src/app.module.ts: that file imports the whole shop, and every HTTP test boots it
//    (api/test/test-app.ts), so following it would pick nearly every API test for any change.
//    What remains are the unit tests, the service-level tests of the modules that include the
//    code (api/test/modules/<module>/, built on module-testing.ts) and the tests that use it directly;
// 2. the HTTP tests of the routes the change serves (the api/test files that call them), when the
//    change is part of a route (a controller, a DTO or view, a presenter), when the module's
//    service-level tests do not use the changed file (through their imports and the services they
//    call, not merely by building the module), or always with --http.
//
// --list prints the tests and why, without running them. Browser tests (e2e/) are never picked:
// they need a build; run them with npm test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_FOLDERS = ['libs/contracts/src', 'api/src', 'api/test', 'web/src', 'migrations'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
/** The file that imports every module; see step 1 above. */
const WHOLE_SHOP = 'api/src/app.module.ts';
const WORKSPACES = [
  { name: 'contracts', dir: 'libs/contracts', test: /^libs\/contracts\/src\/.*\.spec\.ts$/ },
  { name: 'api', dir: 'api', test: /^api\/(src\/.*\.spec\.ts|test\/.*\.test\.ts)$/ },
  { name: 'web', dir: 'web', test: /^web\/src\/.*\.test\.tsx?$/ },
];
const HTTP_TEST = /^api\/test\/[^/]+\.test\.ts$/;
const ROUTE_PART = /(\.controller\.ts|\.presenter\.ts|\/dto\/[^/]+\.ts)$/;

const args = process.argv.slice(2);
const listOnly = args.includes('--list');
const withHttp = args.includes('--http');
const changed = args.filter((arg) => !arg.startsWith('--')).map(toRepoPath);
if (changed.length === 0) {
  console.error('usage: npm run test:related -- <file> [<file> ...] [--list] [--http]');
  process.exit(2);
}

const files = SOURCE_FOLDERS.flatMap((folder) => walk(path.join(root, folder)));
const known = new Set(files);
const importsOf = new Map(files.map((file) => [file, importedFiles(file)]));
const importers = new Map();
for (const [file, imported] of importsOf) {
  for (const target of imported) {
    if (!importers.has(target)) importers.set(target, new Set());
    importers.get(target).add(file);
  }
}

const testTexts = new Map();
/** test file → why it was picked */
const picked = new Map();
const pick = (file, why) => picked.has(file) || picked.set(file, why);

for (const file of changed) {
  if (!known.has(file)) console.warn(`test:related: ${file} is not a source file of contracts, api, web or migrations; skipped`);
}
for (const file of changed.filter((file) => known.has(file))) {
  for (const [dependent, via] of dependentsOf(file)) {
    if (isTest(dependent) && dependent !== file) pick(dependent, via === file ? `imports ${file}` : `imports ${via}, which uses ${file}`);
    if (isTest(file)) pick(file, 'changed');
  }
}
for (const file of changed.filter((file) => known.has(file))) {
  const module = moduleOf(file);
  if (!module) continue;
  if (!withHttp && !ROUTE_PART.test(file) && usedByModuleTests(file, module)) continue;
  for (const route of routesServing(file, module)) {
    for (const test of files.filter((candidate) => HTTP_TEST.test(candidate) && callsRoute(candidate, route))) {
      pick(test, `calls /api/${route}, which ${file} serves`);
    }
  }
}

const byWorkspace = WORKSPACES.map((workspace) => ({
  ...workspace,
  tests: [...picked.keys()].filter((file) => workspace.test.test(file)).sort(),
}));
for (const { name, tests } of byWorkspace) {
  for (const test of tests) console.log(`${name}: ${test}  (${picked.get(test)})`);
}
if (picked.size === 0) console.log('test:related: no test imports these files or calls their routes.');
if (listOnly || picked.size === 0) process.exit(0);

let failed = false;
for (const { name, dir, tests } of byWorkspace) {
  if (tests.length === 0) continue;
  console.log(`\n▶ ${name}: ${tests.length} test file(s)`);
  const run = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      path.join(root, 'node_modules/jest/bin/jest.js'),
      '--runTestsByPath',
      ...tests.map((test) => path.relative(dir, test)),
    ],
    { cwd: path.join(root, dir), stdio: 'inherit' },
  );
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);

/** Every file that imports `start`, directly or not, with the file it imports on the way; never through WHOLE_SHOP. */
function dependentsOf(start) {
  const importedOnTheWay = new Map([[start, start]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const dependent of importers.get(file) ?? []) {
      if (importedOnTheWay.has(dependent) || dependent === WHOLE_SHOP) continue;
      importedOnTheWay.set(dependent, file);
      queue.push(dependent);
    }
  }
  return importedOnTheWay;
}

/**
 * Whether the module's service-level tests (api/test/modules/<module>/) use the file through their
 * own imports and the services they call, not merely by building the module: a test that builds
 * the orders module does not exercise the withdrawals because the module file lists them.
 */
function usedByModuleTests(file, module) {
  const folder = `api/test/modules/${module}/`;
  const seen = new Set(files.filter((candidate) => candidate.startsWith(folder)));
  const queue = [...seen];
  while (queue.length > 0) {
    for (const imported of importsOf.get(queue.shift()) ?? []) {
      if (seen.has(imported) || /\.(module|controller)\.ts$/.test(imported) || imported === WHOLE_SHOP) continue;
      if (imported === file) return true;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return false;
}

function isTest(file) {
  return WORKSPACES.some((workspace) => workspace.test.test(file));
}

/** The API module a file belongs to (api/src/modules/<module>/…), if any. */
function moduleOf(file) {
  return /^api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
}

/**
 * The routes (paths under /api, up to their first parameter) of the module's controllers that use
 * the file, directly or through other files of the module.
 */
function routesServing(file, module) {
  const inModule = `api/src/modules/${module}/`;
  const users = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    for (const dependent of importers.get(queue.shift()) ?? []) {
      if (dependent.startsWith(inModule) && !users.has(dependent)) {
        users.add(dependent);
        queue.push(dependent);
      }
    }
  }
  return [...users].filter((user) => user.endsWith('.controller.ts')).flatMap(routesOf);
}

function routesOf(controller) {
  const text = fs.readFileSync(path.join(root, controller), 'utf8');
  const prefix = /@Controller\(\s*'([^']*)'/.exec(text)?.[1] ?? '';
  const routes = new Set();
  for (const match of text.matchAll(/@(?:Get|Post|Put|Patch|Delete|All)\(\s*(?:'([^']*)')?/g)) {
    const full = [prefix, match[1] ?? ''].filter(Boolean).join('/');
    // Up to the first parameter: tests call /api/admin/orders/<id>/status with a real id.
    const fixed = full.split('/').filter(Boolean);
    const firstParameter = fixed.findIndex((part) => part.startsWith(':'));
    const route = (firstParameter === -1 ? fixed : fixed.slice(0, firstParameter)).join('/');
    if (route) routes.add(route);
  }
  return [...routes];
}

function callsRoute(test, route) {
  if (!testTexts.has(test)) testTexts.set(test, fs.readFileSync(path.join(root, test), 'utf8'));
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/api/${escaped}(?![\\w-])`).test(testTexts.get(test));
}

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path.relative(root, full)] : [];
  });
}

function importedFiles(file) {
  const { importedFiles: specifiers } = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
  return specifiers.map(({ fileName }) => resolve(file, fileName)).filter(Boolean);
}

/** The repository file an import names, or undefined for a package. */
function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else if (specifier.startsWith('@bookshop/contracts/'))
    base = path.join('libs/contracts/src', specifier.slice('@bookshop/contracts/'.length));
  else return undefined;
  const stem = base.replace(/\.(js|mjs|ts|tsx)$/, '');
  const candidates = [
    `${stem}.ts`,
    `${stem}.tsx`,
    base,
    `${stem}.mjs`,
    `${stem}.js`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.map((candidate) => path.normalize(candidate)).find((candidate) => known.has(candidate));
}

function toRepoPath(arg) {
  const absolute = path.resolve(arg);
  const inRepo = fs.existsSync(absolute) ? absolute : path.resolve(root, arg);
  return path.relative(root, inRepo);
}
