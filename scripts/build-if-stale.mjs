import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each build step, with the output it makes and the sources it is made from. */
const STEPS = [
  { workspace: '@bookshop/contracts', output: 'libs/contracts/dist', sources: ['libs/contracts/src'] },
  { workspace: 'api', output: 'api/dist/api/src/main.js', sources: ['api/src', 'migrations', 'libs/contracts/src'] },
  {
    workspace: 'web',
    output: 'web/dist-server/render-page.js',
    sources: ['web/src', 'web/index.html', 'web/vite.config.ts', 'libs/contracts/src'],
  },
];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

/**
 * Builds every workspace whose output is missing or older than its sources (so `npm start` is one
 * command); `workspaces` limits it to those (a command without pages needs no web build).
 */
export function buildIfStale(workspaces = STEPS.map((step) => step.workspace)) {
  for (const step of STEPS.filter((candidate) => workspaces.includes(candidate.workspace))) {
    const output = fs.statSync(path.join(ROOT, step.output), { throwIfNoEntry: false });
    const sourcesChanged = Math.max(...step.sources.map((source) => newestMtime(path.join(ROOT, source))));
    if (output && output.mtimeMs >= sourcesChanged) continue;
    console.log(`building ${step.workspace} ...`);
    const result = spawnSync('npm', ['run', 'build', '-w', step.workspace], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    fs.utimesSync(path.join(ROOT, step.output), new Date(), new Date());
  }
}
