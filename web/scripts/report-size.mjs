// Prints how much JavaScript a storefront visitor downloads for `/`, and in how many files, and
// fails the build when either is over budget: on a phone's slow network every file costs a round trip. Counted: the entry chunk and, transitively, its static imports, because the
// browser fetches those before the page works, plus the default language's (Arabic) storefront
// texts, which the first frame waits for. Not counted: other dynamic imports (other languages, other
// pages, the admin area, the back office's and the pages' texts), which load only when a visitor
// goes there.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budgetKb = 171;
const budgetFiles = 6;
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const downloaded = new Set();
const visit = (key) => {
  if (downloaded.has(key)) return;
  downloaded.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
entries.forEach(visit);
const firstLocale = Object.keys(manifest).find((key) => key === 'src/shared/i18n/locales/ar.json');
if (!firstLocale) throw new Error('no Arabic locale chunk in the manifest: has i18n stopped loading languages lazily?');
visit(firstLocale);

const scripts = [...downloaded].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const gzippedBytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(new URL(file, dist))).length, 0);

const gzippedKb = gzippedBytes / 1024;
console.log(
  `storefront JS for /: ${gzippedKb.toFixed(1)} KB gzipped (budget ${budgetKb} KB) in ${scripts.length} files (budget ${budgetFiles})`,
);
if (gzippedKb > budgetKb) {
  console.error(`over budget by ${(gzippedKb - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
if (scripts.length > budgetFiles) {
  console.error(`${scripts.length} files, over budget by ${scripts.length - budgetFiles}: see the chunk groups in vite.config.ts`);
  process.exit(1);
}
