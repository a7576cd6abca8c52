// The architecture rules of `npm run lint` (docs/architecture.md, "Import boundaries"): each one,
// broken in a temporary copy of the part of the repository it covers, makes the check fail naming
// that rule and the file; the unmodified tree passes. The checks run as
// `npm run lint` runs them, pointed at the copy with `--root`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../src/platform/paths.js';

const run = promisify(execFile);

type Area = 'api' | 'web' | 'contracts';

// A check takes a few seconds of CPU; on a loaded machine (other suites beside this one) much longer.
const CHECK_TIMEOUT = 180_000;

interface Outcome {
  code: number;
  output: string;
}

async function script(name: string, root: string, ...args: string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(REPO_ROOT, 'scripts', name), '--root', root, ...args]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const checkArchitecture = (root: string) => script('check-architecture.mjs', root);

/** The rule names of the violations the check printed (`<rule>: <message>`). */
function brokenRules(output: string): string[] {
  return output
    .split('\n')
    .map((line) => /^([a-z-]+): /.exec(line)?.[1])
    .filter((rule): rule is string => rule !== undefined);
}

const copies: string[] = [];

/** A copy of these parts of the repository, with its node_modules folders linked, not copied. */
function copyOf(...parts: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-rules-'));
  copies.push(root);
  for (const part of parts) {
    fs.cpSync(path.join(REPO_ROOT, part), path.join(root, part), { recursive: true, filter: (source) => !source.includes('node_modules') });
  }
  for (const modules of ['node_modules', 'api/node_modules', 'web/node_modules']) {
    if (fs.existsSync(path.join(REPO_ROOT, modules)) && fs.existsSync(path.join(root, path.dirname(modules)))) {
      fs.symlinkSync(path.join(REPO_ROOT, modules), path.join(root, modules));
    }
  }
  return root;
}

function write(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

afterAll(() => {
  for (const root of copies) fs.rmSync(root, { recursive: true, force: true });
});

describe('the architecture rules', () => {
  it(
    'pass on the unmodified tree, and the generated docs tables are up to date',
    async () => {
      const rules = await checkArchitecture(REPO_ROOT);
      expect(rules.output).not.toMatch(/^[a-z-]+: /m);
      expect(rules.code).toBe(0);
      expect(await script('docs-tables.mjs', REPO_ROOT, '--check')).toEqual({ code: 0, output: '' });
    },
    CHECK_TIMEOUT,
  );

  // Each case: the copy, the files that break the rule, and the file the violation must name.
  const cases: [rule: string, area: Area, files: Record<string, string>, named: string][] = [
    [
      'platform-imports-no-module',
      'api',
      { 'api/src/platform/uses-orders.ts': "export { OrdersModule } from '../modules/orders/index.js';\n" },
      'api/src/platform/uses-orders.ts',
    ],
    [
      'events-import-no-module',
      'api',
      { 'api/src/events/uses-orders.ts': "export type { OrdersModule } from '../modules/orders/index.js';\n" },
      'api/src/events/uses-orders.ts',
    ],
    [
      'module-through-public-file',
      'api',
      { 'api/src/modules/privacy/order-rows.ts': "export type { Order } from '../orders/order.entity.js';\n" },
      'api/src/modules/privacy/order-rows.ts',
    ],
    [
      'public-file-exports-no-entity',
      'api',
      {
        'api/src/modules/reviews/index.ts': `${fs.readFileSync(path.join(REPO_ROOT, 'api/src/modules/reviews/index.ts'), 'utf8')}export { Review } from './review.entity.js';\n`,
      },
      'api/src/modules/reviews/index.ts',
    ],
    [
      'no-module-cycle',
      'api',
      // reviews already uses the catalogue: the catalogue using reviews closes a loop, through public files only.
      { 'api/src/modules/catalogue/book-reviews.ts': "export { ReviewsModule } from '../reviews/index.js';\n" },
      'api/src/modules/catalogue/book-reviews.ts',
    ],
    [
      'no-other-modules-tables',
      'api',
      {
        'api/src/modules/reviews/review-titles.ts':
          'export const TITLES = `SELECT r.id, b.title_en FROM reviews r JOIN books b ON b.id = r.book_id`;\n',
      },
      'api/src/modules/reviews/review-titles.ts',
    ],
    [
      'feature-imports-no-feature',
      'web',
      // The path has no `features/` in it: only its resolved path shows that it leaves the feature.
      { 'web/src/features/checkout/cart-link.ts': "export { CartPage } from '../cart/cart-page';\n" },
      'web/src/features/checkout/cart-link.ts',
    ],
    [
      'shared-imports-no-feature',
      'web',
      { 'web/src/shared/layout-link.ts': "export { PublicLayout } from '../features/layout';\n" },
      'web/src/shared/layout-link.ts',
    ],
    [
      'app-uses-feature-entry-points',
      'web',
      { 'web/src/server/browse-query.ts': "export { filtersFromQuery } from '../features/catalogue/browse-filters';\n" },
      'web/src/server/browse-query.ts',
    ],
    [
      'lazy-routes-load-feature-pages',
      'web',
      {
        'web/src/features/catalogue/parts/inner-page.tsx': 'export const InnerPage = () => null;\n',
        'web/src/app/inner-route.ts': "export const loadInnerPage = () => import('../features/catalogue/parts/inner-page');\n",
      },
      'web/src/app/inner-route.ts',
    ],
    [
      'antd-only-in-back-office',
      'web',
      { 'web/src/features/catalogue/fancy-button.ts': "export { Button } from 'antd';\n" },
      'web/src/features/catalogue/fancy-button.ts',
    ],
    [
      'contracts-import-no-framework',
      'contracts',
      { 'libs/contracts/src/injectable-rule.ts': "export { Injectable } from '@nestjs/common';\n" },
      'libs/contracts/src/injectable-rule.ts',
    ],
    [
      'imports-resolve',
      'web',
      { 'web/src/features/cart/missing.ts': "export { Gone } from './gone';\n" },
      'web/src/features/cart/missing.ts',
    ],
  ];

  // One copy per part of the repository, with the violating files of all its cases: one run of the
  // check each (it reads the whole graph, so a run per rule would take minutes), and each rule must
  // be reported once, naming its file, with no other violation.
  const outcomes = new Map<Area, Outcome>();
  beforeAll(async () => {
    const parts: Record<Area, string[]> = {
      api: ['api/src', 'migrations'],
      web: ['web/src', 'web/test'],
      contracts: ['libs/contracts/src'],
    };
    await Promise.all(
      (Object.keys(parts) as Area[]).map(async (area) => {
        const root = copyOf(...parts[area]);
        for (const [, caseArea, files] of cases) if (caseArea === area) write(root, files);
        outcomes.set(area, await checkArchitecture(root));
      }),
    );
  }, CHECK_TIMEOUT);

  it.each(cases)('%s: a violating file fails the check', (rule, area, _files, named) => {
    const { code, output } = outcomes.get(area)!;
    expect(code).toBe(1);
    expect(output.split('\n').filter((line) => line.startsWith(`${rule}: `) && line.includes(named))).toHaveLength(1);
  });

  it('each copy breaks only the rules of its cases, each once', () => {
    for (const [area, { output }] of outcomes) {
      const expected = cases.filter(([, caseArea]) => caseArea === area).map(([rule]) => rule);
      expect(brokenRules(output).sort()).toEqual(expected.sort());
    }
  });

  it(
    'the docs tables: a new event without its row in docs/architecture.md fails the check',
    async () => {
      const root = copyOf('api/src', 'migrations', 'docs/architecture.md');
      expect(await script('docs-tables.mjs', root, '--check')).toEqual({ code: 0, output: '' });
      write(root, {
        'api/src/events/gifts.ts': "export interface GiftEvents {\n  /** A gift card was bought. */\n  'gift.bought': { id: string };\n}\n",
      });
      const stale = await script('docs-tables.mjs', root, '--check');
      expect(stale.code).toBe(1);
      expect(stale.output).toContain('npm run docs:tables');
    },
    CHECK_TIMEOUT,
  );
});
