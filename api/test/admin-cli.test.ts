import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrl } from './database.js';
import { startPrivateRedis } from './private-redis.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

const ADMIN_COMMAND = path.resolve(process.cwd(), '../scripts/admin.mjs');

// The session ends travel through a redis-server of this file's own. Outside CI a machine without one skips this; CI never skips.
const canRun = process.env.CI === 'true' || spawnSync('redis-server', ['--version']).status === 0;

(canRun ? describe : describe.skip)(
  'npm run admin, as a process of its own beside the running API (needs redis-server on the PATH)',
  () => {
    let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
    let shop: TestApp;
    let dataDir: string;

    /** `npm run admin -- ...args` against the shop's database and Redis: its exit code and what it printed. */
    const admin = (args: string[], options: { stdin?: string; env?: Record<string, string> } = {}) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, [ADMIN_COMMAND, ...args], {
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'test',
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl(shop.database),
            REDIS_URL: redis.url,
            ...options.env,
          },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('error', reject);
        child.on('exit', (code) => resolve({ code, stdout, stderr }));
        child.stdin.end(options.stdin ?? '');
      });
    const printedPassword = (stdout: string) => /password: (\S+)$/im.exec(stdout)?.[1];

    beforeAll(async () => {
      redis = await startPrivateRedis();
      shop = await startTestApp({ REDIS_URL: redis.url });
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-admin-cli-'));
      // The first run builds the API when its output is stale, as `npm run admin` does.
      expect((await admin(['list'])).code).toBe(0);
    }, 300_000);
    afterAll(async () => {
      await shop?.close();
      await redis?.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('creates an admin with a printed password that signs in over HTTP, and lists them', async () => {
      const created = await admin(['create', 'layla', 'layla@bookshop.test']);
      expect(created.code).toBe(0);
      const password = printedPassword(created.stdout);
      expect(password?.length).toBeGreaterThanOrEqual(20);

      const listed = await admin(['list']);
      expect(listed.code).toBe(0);
      const lines = listed.stdout.trim().split('\n');
      expect(lines.map((line) => line.split('\t').slice(0, 2))).toEqual([
        [ADMIN.username, ADMIN.email],
        ['layla', 'layla@bookshop.test'],
      ]);

      const session = await shop.login('layla', password);
      await shop.http().get('/api/admin/admins').set(session.auth).expect(200);
    });

    it('takes the password from standard input or ADMIN_PASSWORD, and then does not print it', async () => {
      const piped = await admin(['create', 'omar', 'omar@bookshop.test'], { stdin: 'piped-password-1\n' });
      expect(piped.code).toBe(0);
      expect(piped.stdout).not.toContain('piped-password-1');
      await shop.login('omar', 'piped-password-1');

      const fromEnv = await admin(['create', 'hana', 'hana@bookshop.test'], { env: { ADMIN_PASSWORD: 'env-password-2' } });
      expect(fromEnv.code).toBe(0);
      expect(fromEnv.stdout).not.toContain('env-password-2');
      await shop.login('hana', 'env-password-2');
    });

    it('resets a password: the old sessions are refused at once, the old password too, the new one works', async () => {
      const old = await shop.login(ADMIN.username, ADMIN.password);
      await shop.http().get('/api/admin/admins').set(old.auth).expect(200);

      const reset = await admin(['reset-password', ADMIN.username]);
      expect(reset.code).toBe(0);
      const password = printedPassword(reset.stdout)!;
      expect(password).toBeDefined();

      // The running API heard of it through Redis: no waiting for its session cache to expire.
      await shop.http().get('/api/admin/admins').set(old.auth).expect(401);
      await shop.http().post('/api/admin/refresh').send({ refreshToken: old.refreshToken }).expect(401);
      await shop.http().post('/api/admin/login').send({ username: ADMIN.username, password: ADMIN.password }).expect(401);
      const renewed = await shop.login(ADMIN.username, password);
      await shop.http().get('/api/admin/admins').set(renewed.auth).expect(200);
    });

    it('refuses with one line and a non-zero exit: an unknown admin, a name taken, a bad email, a short password', async () => {
      const refusals = [
        { args: ['reset-password', 'nobody'], says: 'No admin is named "nobody"' },
        { args: ['create', 'LAYLA', 'other@bookshop.test'], says: 'Username already exists' },
        { args: ['create', 'yusuf', 'not-an-email'], says: 'Invalid email: must be an email address' },
        {
          args: ['create', 'yusuf', 'yusuf@bookshop.test'],
          stdin: 'short\n',
          says: 'Invalid password: must be at least 6 characters long',
        },
        { args: ['remove', 'layla'], says: 'usage: npm run admin -- create' },
      ];
      for (const refusal of refusals) {
        const run = await admin(refusal.args, { stdin: refusal.stdin });
        expect({ args: refusal.args, code: run.code }).toEqual({ args: refusal.args, code: 1 });
        expect(run.stderr.split('\n')[0]).toContain(refusal.says);
        if (refusal.args[0] !== 'remove') expect(run.stderr.trim().split('\n')).toHaveLength(1);
      }
      expect((await admin(['list'])).stdout).not.toContain('yusuf');
    });
  },
);
