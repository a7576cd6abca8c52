// `npm test`: every test of the shop. Finds or starts PostgreSQL, builds the app for the browser
// tests, runs each suite, and ends with one line of totals. Under CI=true nothing may be skipped.
//
// The machine has two cores: after the build, the API suite, the contracts and web suites, and the
// browser files (two at a time) run side by side, so that what one waits for another fills.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './build-if-stale.mjs';
import { ensurePostgres, ensureRedis, findChromium, stopServices } from './test-services.mjs';

const ci = process.env.CI === 'true';
const log = (line) => console.log(`[test] ${line}`);
const results = [];
const skipped = [];
/** The failed tests of every run, named again under the totals so that a log's tail says what failed. */
const failures = [];

/**
 * Browser files that run one at a time after the others (see below): three run an embedded
 * PostgreSQL on a port it keeps, and one stops a shop under a load of its own.
 */
const E2E_ONE_AT_A_TIME = ['startup', 'embedded-database', 'backup-restore', 'stopping'].map((name) => `/${name}\\.e2e\\.test\\.mjs$`);

let jestRuns = 0;
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs a command to its end, its output going straight to ours; answers its exit code. */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** One Jest run; its counts are added to the suite `name` (a suite may be run in parts). */
async function jest(name, cwd, { env = {}, args = [] } = {}) {
  const report = path.join(os.tmpdir(), `bookshop-jest-${name}-${process.pid}-${(jestRuns += 1)}.json`);
  const started = Date.now();
  log(`${name} ...`);
  const status = await run(
    process.execPath,
    ['--experimental-vm-modules', path.join(ROOT, 'node_modules/jest/bin/jest.js'), '--json', `--outputFile=${report}`, ...args],
    { cwd, env: { ...process.env, ...env, NODE_NO_WARNINGS: '1' } },
  );
  const summary = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : undefined;
  fs.rmSync(report, { force: true });
  log(`${name} done in ${seconds(started)}`);
  for (const file of summary?.testResults ?? []) {
    const where = path.relative(ROOT, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${where}: ${test.fullName}: ${firstLines(test.failureMessages.join('\n'))}`);
    if (!failed.length && file.status === 'failed') failures.push(`${where}: ${firstLines(file.message ?? '')}`);
  }
  if (status !== 0 && !summary) failures.push(`${name}: Jest ended with status ${status} and wrote no report (its output above says why)`);
  const result = results.find((r) => r.name === name) ?? results[results.push({ name, passed: 0, failed: 0, skipped: 0, ms: 0 }) - 1];
  result.passed += summary?.numPassedTests ?? 0;
  result.failed += (summary?.numFailedTests ?? 0) + (status !== 0 && !summary?.numFailedTests ? 1 : 0);
  result.skipped += (summary?.numPendingTests ?? 0) + (summary?.numTodoTests ?? 0);
  result.ms += Date.now() - started;
}

/** The first lines of a failure that say something, on one line (Jest's have colour codes and blank lines). */
function firstLines(message) {
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('●'));
  return lines.slice(0, 4).join(' / ').slice(0, 400);
}

/** Builds what the browser tests start (as `npm start` would); answers whether it worked. */
async function build() {
  const started = Date.now();
  const script = `import { buildIfStale } from ${JSON.stringify(path.join(ROOT, 'scripts/build-if-stale.mjs'))}; buildIfStale();`;
  const status = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT });
  log(`build ${status === 0 ? 'checked' : 'FAILED'} in ${seconds(started)}`);
  if (status !== 0) results.push({ name: 'build', passed: 0, failed: 1, skipped: 0, ms: Date.now() - started });
  return status === 0;
}

let exitCode = 0;
try {
  const pgUrl = await ensurePostgres(log);
  const redisUrl = await ensureRedis(log);
  if (!redisUrl) {
    if (ci) throw new Error('no Redis: under CI=true the queue tests may not be skipped (.ci/run installs redis-server)');
    skipped.push('tests that need Redis: none on 127.0.0.1:6379 and no redis-server on the PATH');
  }
  const chromium = findChromium();
  const apiEnv = { TEST_PG_URL: pgUrl, ...(redisUrl ? { TEST_REDIS_URL: redisUrl } : {}) };
  const e2eEnv = { TEST_PG_URL: pgUrl, CHROMIUM_PATH: chromium };
  // Three lanes at once, which keep both cores busy to the end: each alone waits at times (on
  // PostgreSQL, Redis, a shop starting, Chromium), and one after another they left a core idle.
  // The API and browser suites wait for the build: the browser tests start the built shop, and the
  // API suite's CLI tests run it.
  const building = build();
  const [built] = await Promise.all([
    building,
    (async () => {
      await jest('contracts', path.join(ROOT, 'libs/contracts'));
      await jest('web', path.join(ROOT, 'web'));
    })(),
    building.then(() => jest('api', path.join(ROOT, 'api'), { env: apiEnv })),
    building.then(async (ok) => {
      if (!chromium || !ok) return;
      const e2e = path.join(ROOT, 'e2e');
      await jest('e2e', e2e, { env: e2eEnv, args: ['--maxWorkers=2', '--testPathIgnorePatterns', ...E2E_ONE_AT_A_TIME] });
      // Side by side, the port one embedded PostgreSQL kept (54329, free at its first start) was
      // another file's by its next start; and beside all three lanes the stopping shop's jobs
      // outlasted their 20 s grace and were retried on the other shop (an email sent twice).
      await jest('e2e', e2e, { env: e2eEnv, args: ['--maxWorkers=1', '--testPathPatterns', ...E2E_ONE_AT_A_TIME] });
    }),
  ]);

  if (chromium && !built) {
    log('the browser tests did not run: the build failed');
  } else if (!chromium && ci) {
    log('Chromium is missing: under CI=true the browser tests may not be skipped (.ci/run installs it)');
    results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, ms: 0 });
  } else if (!chromium) {
    skipped.push('browser tests (e2e/): no Chromium in /usr/bin; install it with `apt-get install chromium-headless-shell`');
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopServices();
}

const total = results.reduce(
  (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('');
for (const r of results)
  log(
    `${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${Math.round(r.ms / 1000)} s)`,
  );
for (const line of failures) log(`FAILED: ${line}`);
for (const line of skipped) log(`LEFT OUT: ${line}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(exitCode || (total.failed > 0 ? 1 : 0));
