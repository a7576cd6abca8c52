// `npm start`: build what is not built, then serve the whole shop on one port.
// `npm run worker` (--worker): the same, but only the BullMQ workers, for scale-out.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

buildIfStale();
const entry = process.argv.includes('--worker') ? 'worker.js' : 'main.js';
const server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'api/dist/api/src', entry)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
