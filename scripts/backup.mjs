// `npm run backup` and `npm run restore`: the shop's database and uploads in one archive (see api/src/backup-cli.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

buildIfStale(['@bookshop/contracts', 'api']);
const command = spawn(process.execPath, [path.join(ROOT, 'api/dist/api/src/backup-cli.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
command.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
