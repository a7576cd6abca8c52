// `npm run admin -- <command>`: the shop's admins from the command line (see api/src/admin-cli.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

buildIfStale(['@bookshop/contracts', 'api']);
const command = spawn(process.execPath, [path.join(ROOT, 'api/dist/api/src/admin-cli.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
command.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
