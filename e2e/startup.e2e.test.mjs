import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startShop } from './shop-server.mjs';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../api/dist/api/src/main.js');
const PG_SERVER = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Starts the built shop expecting it to give up: its exit code and everything it printed. */
function failedStart(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-fail-')),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.resume();
    // It migrates and seeds before it reaches its port: beside the other suites on a slow machine, over 50 s.
    const timer = setTimeout(() => child.kill('SIGKILL'), 100_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, lines: stderr.trim().split('\n').filter(Boolean) });
    });
  });
}

/** A database of its own for a shop that is expected to fail after migrating it. */
async function withDatabase(work) {
  const name = `bookshop_e2e_start_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const portOf = (dataDir) => Number(fs.readFileSync(path.join(dataDir, 'pg-port'), 'utf8'));

describe('starting the shop', () => {
  // A folder only its owner may enter, as a clone under /root is.
  const privateFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-private-'));
  fs.chmodSync(privateFolder, 0o700);
  const secondDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-second-'));
  afterAll(() => {
    fs.rmSync(privateFolder, { recursive: true, force: true });
    fs.rmSync(secondDataDir, { recursive: true, force: true });
  });

  it('runs its own database from a private folder, and a second shop beside it gets its own port, kept across restarts', async () => {
    const first = await startShop({ embedded: true, dataDir: path.join(privateFolder, 'data') });
    try {
      const second = await startShop({ embedded: true, dataDir: secondDataDir });
      const secondPort = portOf(secondDataDir);
      expect(secondPort).not.toBe(portOf(first.dataDir));
      expect((await fetch(`${first.baseUrl}/api/books`)).status).toBe(200);
      expect((await fetch(`${second.baseUrl}/api/books`)).status).toBe(200);
      await second.stop({ keepData: true });

      const again = await startShop({ embedded: true, dataDir: secondDataDir });
      expect(portOf(secondDataDir)).toBe(secondPort);
      await again.stop({ keepData: true });
    } finally {
      await first.stop({ keepData: true });
    }
  });

  it('refuses the test payment page on a public address, in one line naming MOLLIE_API_KEY', async () => {
    const { code, lines } = await failedStart({ PUBLIC_URL: 'https://shop.example.nl' });
    expect(code).not.toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('MOLLIE_API_KEY');
  });

  it('says in one line, without a stack trace, when its port is taken or its database cannot be reached', async () => {
    const blocker = net.createServer().listen(0);
    await new Promise((resolve) => blocker.once('listening', resolve));
    try {
      const taken = await withDatabase((url) => failedStart({ PORT: String(blocker.address().port), DATABASE_URL: url }));
      expect(taken.code).not.toBe(0);
      expect(taken.lines).toEqual([expect.stringContaining(`port ${blocker.address().port}`)]);
    } finally {
      blocker.close();
    }

    const unreachable = await failedStart({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/bookshop' });
    expect(unreachable.code).not.toBe(0);
    expect(unreachable.lines).toEqual([
      expect.stringMatching(/^Cannot connect to the database at 127\.0\.0\.1:1\/bookshop .*DATABASE_URL/),
    ]);
  });
});
