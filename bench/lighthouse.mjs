// `npm run bench:lighthouse`: Lighthouse (mobile defaults: a mid-range phone on slow 4G, 4x slower
// CPU) on the server-rendered storefront, with Debian's Chromium, against the built shop with its demo
// catalogue on a fresh database (with --books N, its books copied in SQL up to N, as the catalogue
// bench does). Prints the median of --runs runs per page and language as a Markdown table for
// bench/README.md. `--pages /books` measures that page only.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startShop } from '../e2e/shop-server.mjs';
import { copyBooks } from './books.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    languages: { type: 'string', default: 'ar,en' },
    pages: { type: 'string', default: '/,/books,/book/{id}' },
    books: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(opts.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number above 0');
const bookCount = opts.books === undefined ? undefined : Number(opts.books);
if (bookCount !== undefined && (!Number.isInteger(bookCount) || bookCount < 1)) throw new Error('--books must be a whole number above 0');

if (!opts['no-build']) buildIfStale();

/** One Lighthouse run; a run whose trace Chromium failed to record (it happens) is tried again, twice at most. */
async function runLighthouse(url, attempt = 1) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!lhr.runtimeError) return lhr;
  if (attempt < 3) return runLighthouse(url, attempt + 1);
  throw new Error(`${url}: ${lhr.runtimeError.message}`);
}

// A shop of its own from nothing: the browser tests' template exists only during their run.
const shop = await startShop({ firstStart: true });
if (bookCount !== undefined) {
  const client = new pg.Client({ connectionString: shop.databaseUrl });
  await client.connect();
  try {
    await copyBooks(client, bookCount);
    // A copy names its original's pictures under its own id: its folder links to the original's,
    // so every card shows its cover, as in a real catalogue.
    const folders = path.join(shop.dataDir, 'uploads', 'books');
    const originals = new Set(fs.readdirSync(folders));
    const { rows } = await client.query(`SELECT id, cover_image->>'name' AS cover FROM books`);
    const folderOf = new Map(rows.filter((row) => originals.has(row.id)).map((row) => [row.cover, row.id]));
    for (const row of rows)
      if (!originals.has(row.id) && folderOf.has(row.cover)) fs.symlinkSync(folderOf.get(row.cover), path.join(folders, row.id));
  } finally {
    await client.end();
  }
}
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  // The address the shop calls itself (PUBLIC_URL), so canonical and preview addresses are this origin's.
  const origin = shop.baseUrl.replace('127.0.0.1', 'localhost');
  const books = await (await fetch(`${shop.baseUrl}/api/books`)).json();
  const addresses = { '/': '/', '/books': '/books', '/book/{id}': `/book/${books[0].id}` };
  const pages = Object.fromEntries(opts.pages.split(',').map((page) => [page, addresses[page] ?? page]));
  const rows = [];
  for (const [name, path] of Object.entries(pages)) {
    for (const language of opts.languages.split(',')) {
      // A running shop has rendered its pages before: the first render of a process loads the renderer.
      await fetch(`${shop.baseUrl}${path}?lang=${language}`);
      const results = [];
      for (let run = 0; run < runs; run++) {
        results.push(await runLighthouse(`${origin}${path}?lang=${language}`));
      }
      const median = (read) => results.map(read).sort((a, b) => a - b)[Math.floor(results.length / 2)];
      const score = (category) => Math.round(median((lhr) => lhr.categories[category].score) * 100);
      const audit = (id) => median((lhr) => lhr.audits[id].numericValue);
      const row = {
        page: name,
        language,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: (audit('first-contentful-paint') / 1000).toFixed(1),
        lcp: (audit('largest-contentful-paint') / 1000).toFixed(1),
        cls: audit('cumulative-layout-shift').toFixed(3),
        tbt: Math.round(audit('total-blocking-time')),
      };
      rows.push(row);
      // What cost points, by category, to know where to look.
      const failing = results.flatMap((lhr) =>
        Object.entries(lhr.categories).flatMap(([category, { auditRefs }]) =>
          auditRefs
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 0.9)
            .map((ref) => `${category}/${ref.id}`),
        ),
      );
      const consoleErrors = results.flatMap((lhr) => lhr.audits['errors-in-console'].details?.items ?? []).map((item) => item.description);
      console.error(
        `${name} ${language}: ${JSON.stringify(row)}${failing.length ? `; below 0.9: ${[...new Set(failing)].join(', ')}` : ''}` +
          (consoleErrors.length ? `; console errors: ${[...new Set(consoleErrors)].join(' | ')}` : ''),
      );
    }
  }
  console.log(`\n| page | language | performance | accessibility | best practices | SEO | FCP s | LCP s | CLS | TBT ms |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.language} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.cls} | ${r.tbt} |`,
    );
  }
  console.log(
    `\n${(await (await fetch(`${shop.baseUrl}/api/books?page_size=1`)).json()).total} books; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(
        ' ',
      )} at the end on ${os.cpus().length} CPUs; median of ${runs} runs each; Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile defaults`,
  );
} finally {
  await chrome.kill();
  await shop.stop();
}
