import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beat, isAlive } from './worker-heartbeat.js';

describe('the worker heartbeat', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'heartbeat-')), 'alive');

  it('is dead before the first beat, alive after one, and dead again when beats stop for 30 seconds', () => {
    expect(isAlive(file)).toBe(false);
    beat(file);
    expect(isAlive(file)).toBe(true);
    expect(isAlive(file, Date.now() + 29_000)).toBe(true);
    expect(isAlive(file, Date.now() + 31_000)).toBe(false);
  });
});
