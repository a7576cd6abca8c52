import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './app-config.js';

const ENV_EXAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.env.example');

/** Every variable name loadConfig looks up, in development and in production (which asks for more). */
function variablesRead(): Set<string> {
  const read = new Set<string>();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-example-'));
  for (const nodeEnv of ['development', 'production']) {
    const env = new Proxy({} as Record<string, string | undefined>, {
      get(_target, name) {
        if (typeof name === 'string') read.add(name);
        return name === 'NODE_ENV' ? nodeEnv : name === 'DATA_DIR' ? dataDir : undefined;
      },
    });
    try {
      loadConfig(env);
    } catch {
      // Production refuses to start without its secrets: what it asked for is what counts here.
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return read;
}

describe('.env.example', () => {
  it('lists every variable the configuration reads, each with a line saying what it is', () => {
    const listed = new Map<string, number>();
    const lines = fs.readFileSync(ENV_EXAMPLE, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const name = /^#? ?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
      if (name) listed.set(name, index);
    });
    const read = [...variablesRead()];
    expect(read).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'JWT_SECRET', 'METRICS_TOKEN', 'OUTBOX_RECHECK_SECONDS']));
    expect(read.filter((name) => !listed.has(name))).toEqual([]);
    for (const name of read) expect({ name, explained: lines[listed.get(name)! - 1]?.startsWith('# ') }).toEqual({ name, explained: true });
  });
});
