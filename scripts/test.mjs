// `npm test`: every test of the shop. Finds or starts PostgreSQL, builds the app for the browser
// tests, runs each suite, and ends with one line of totals. Under CI=true nothing may be skipped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, ROOT } from './build-if-stale.mjs';
import { ensurePostgres, ensureRedis, findChromium, stopServices } from './test-services.mjs';

const ci = process.env.CI === 'true';
const log = (line) => console.log(`[test] ${line}`);
const results = [];
const skipped = [];

function jest(name, cwd, extraEnv = {}) {
  const report = path.join(os.tmpdir(), `bookshop-jest-${name}-${process.pid}.json`);
  log(`${name} ...`);
  const run = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', path.join(ROOT, 'node_modules/jest/bin/jest.js'), '--json', `--outputFile=${report}`],
    {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, ...extraEnv, NODE_NO_WARNINGS: '1' },
    },
  );
  const summary = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : undefined;
  fs.rmSync(report, { force: true });
  results.push({
    name,
    passed: summary?.numPassedTests ?? 0,
    failed: (summary?.numFailedTests ?? 0) + (run.status !== 0 && !summary?.numFailedTests ? 1 : 0),
    skipped: (summary?.numPendingTests ?? 0) + (summary?.numTodoTests ?? 0),
  });
}

let exitCode = 0;
try {
  const pgUrl = await ensurePostgres(log);
  const redisUrl = await ensureRedis(log);
  if (!redisUrl) {
    if (ci) throw new Error('no Redis: under CI=true the queue tests may not be skipped (.ci/run installs redis-server)');
    skipped.push('tests that need Redis: none on 127.0.0.1:6379 and no redis-server on the PATH');
  }
  jest('contracts', path.join(ROOT, 'libs/contracts'));
  jest('api', path.join(ROOT, 'api'), { TEST_PG_URL: pgUrl, ...(redisUrl ? { TEST_REDIS_URL: redisUrl } : {}) });
  jest('web', path.join(ROOT, 'web'));

  const chromium = findChromium();
  if (chromium) {
    buildIfStale();
    jest('e2e', path.join(ROOT, 'e2e'), { TEST_PG_URL: pgUrl, CHROMIUM_PATH: chromium });
  } else if (ci) {
    log('Chromium is missing: under CI=true the browser tests may not be skipped (.ci/run installs it)');
    results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0 });
  } else {
    skipped.push('browser tests (e2e/): no Chromium at /usr/bin/chromium; install it with `apt-get install chromium`');
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
for (const r of results) log(`${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
for (const line of skipped) log(`LEFT OUT: ${line}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(exitCode || (total.failed > 0 ? 1 : 0));
