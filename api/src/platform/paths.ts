import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file both as TypeScript source and as compiled output. */
export const REPO_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRoot(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'api', 'package.json')) && fs.existsSync(path.join(dir, 'migrations'))) return dir;
  }
  throw new Error(`cannot find the repository root above ${start}`);
}
