import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where a worker process (`npm run worker`) says it is alive, for its container's health check. */
export const HEARTBEAT_FILE = path.join(os.tmpdir(), 'bookshop-worker-alive');
export const HEARTBEAT_EVERY_MS = 10_000;
/** Three missed beats: the worker is stuck, or cannot reach PostgreSQL or Redis. */
const STALE_AFTER_MS = 3 * HEARTBEAT_EVERY_MS;

export function beat(file = HEARTBEAT_FILE): void {
  fs.writeFileSync(file, new Date().toISOString());
}

export function isAlive(file = HEARTBEAT_FILE, now = Date.now()): boolean {
  try {
    return now - fs.statSync(file).mtimeMs < STALE_AFTER_MS;
  } catch {
    return false;
  }
}
