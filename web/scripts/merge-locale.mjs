// Merges a translation fragment into the three locale files: `node web/scripts/merge-locale.mjs f.json`
// with f.json = { "ar": {...}, "en": {...}, "nl": {...} }. Nested keys are merged, existing ones
// replaced. A lock file keeps several writers from losing each other's keys. A second argument names
// another namespace than the storefront's: `admin` (the back office) or `pages` (about, policies).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const namespace = process.argv[3];
if (namespace !== undefined && !['admin', 'pages'].includes(namespace)) throw new Error(`no namespace "${namespace}": admin or pages`);
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/shared/i18n/locales', namespace ?? '');
const fragment = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const lock = path.join(dir, '.merge.lock');

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value))
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    else target[key] = value;
  }
  return target;
}

for (let attempt = 0; ; attempt++) {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    break;
  } catch {
    if (attempt > 200) throw new Error(`${lock} is held; remove it if no merge is running`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  for (const language of ['ar', 'en', 'nl']) {
    if (!fragment[language]) throw new Error(`the fragment has no "${language}" part: every key needs all three languages`);
    const file = path.join(dir, `${language}.json`);
    const merged = merge(JSON.parse(fs.readFileSync(file, 'utf8')), fragment[language]);
    fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  }
} finally {
  fs.rmSync(lock, { force: true });
}
