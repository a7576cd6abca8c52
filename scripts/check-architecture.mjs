// `npm run lint` runs this: the import rules of .dependency-cruiser.mjs on what each import resolves
// to, no cycle between modules or features, and no SQL naming another module's table
// (docs/architecture.md, "Import boundaries"). Exits 1 and names each violation when one is broken.
// `--root <dir>` checks a copy of the repository (or of part of it) instead: the rules' own test does.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import rules from '../.dependency-cruiser.mjs';
import { moduleCycleViolations } from './architecture/module-cycles.mjs';
import { tableOwnershipViolations } from './architecture/table-ownership.mjs';

const CHECKED = ['api/src', 'web/src', 'libs/contracts/src'];

const rootArgument = process.argv.indexOf('--root');
const root = rootArgument > 0 ? path.resolve(process.argv[rootArgument + 1]) : path.resolve(fileURLToPath(import.meta.url), '../..');
process.chdir(root);

const { output } = await cruise(
  CHECKED.filter((dir) => fs.existsSync(dir)),
  { ...rules.options, baseDir: root, validate: true, ruleSet: { forbidden: rules.forbidden } },
);
const ruleComments = new Map(rules.forbidden.map((rule) => [rule.name, rule.comment]));
const violations = [
  ...output.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    message: `${violation.from} → ${violation.to}: ${ruleComments.get(violation.rule.name)}`,
  })),
  ...moduleCycleViolations(output.modules),
  ...tableOwnershipViolations(root),
];

for (const { rule, message } of violations) console.error(`${rule}: ${message}`);
if (violations.length > 0) {
  console.error(`\n${violations.length} architecture rule violation(s); the rules are in docs/architecture.md ("Import boundaries").`);
  process.exit(1);
}
console.log(`Architecture rules: ${output.summary.totalCruised} files checked, no violation.`);
