// `npm run dev`: the API recompiled and restarted on change, and Vite's dev server (hot reload,
// proxying /api and /uploads to the API) on http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

buildIfStale();

const children = [
  spawn('npm', ['run', 'build', '-w', '@bookshop/contracts', '--', '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: 'inherit' }),
  spawn('npx', ['tsc', '-p', 'api', '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(process.execPath, ['--enable-source-maps', '--watch-path=api/dist', path.join('api/dist/api/src/main.js')], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
