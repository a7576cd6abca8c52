// No raw SQL reads another module's tables. A module owns the tables of its `@Entity('…')` classes;
// this reads every SQL string of a module (string and template literals naming a table after FROM,
// JOIN, UPDATE, INTO, TABLE or TRUNCATE) and every query builder call naming a table
// (`.from('books')`, `.leftJoin('books', …)`), and refuses a table another module owns. An import of
// another module's entity is refused by the import rules (.dependency-cruiser.mjs).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MODULES_DIR = 'api/src/modules';

const SQL_TABLE =
  /\b(?:from|join|update|into|table|truncate)\s+(?:only\s+)?(?:if\s+(?:not\s+)?exists\s+)?"?(?:public\.)?"?([a-z_][a-z0-9_]*)/gi;
const BUILDER_METHODS = /^(from|into|update|delete|(inner|left)Join(AndSelect|AndMapOne|AndMapMany)?)$/;

/** The source files of a module (its tests left out), relative to `root`. */
export function moduleFiles(root, module) {
  const dir = path.join(root, MODULES_DIR, module);
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => /\.ts$/.test(file) && !/\.(spec|test)\.ts$/.test(file))
    .map((file) => path.join(MODULES_DIR, module, file).split(path.sep).join('/'));
}

export function moduleNames(root) {
  return fs
    .readdirSync(path.join(root, MODULES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function parse(root, file) {
  return ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

function visit(node, each) {
  each(node);
  ts.forEachChild(node, (child) => visit(child, each));
}

/** The table an `@Entity('name')` or `@Entity({ name: 'name' })` decorator names, else undefined. */
export function entityTable(node) {
  if (!ts.isDecorator(node) || !ts.isCallExpression(node.expression) || node.expression.expression.getText() !== 'Entity') return undefined;
  const [argument] = node.expression.arguments;
  if (argument && ts.isStringLiteral(argument)) return argument.text;
  const name = argument && ts.isObjectLiteralExpression(argument) && argument.properties.find((p) => p.name?.getText() === 'name');
  return name && ts.isPropertyAssignment(name) && ts.isStringLiteral(name.initializer) ? name.initializer.text : undefined;
}

/** Each table and the module that owns it. */
export function tableOwners(root) {
  const owners = new Map();
  for (const module of moduleNames(root)) {
    for (const file of moduleFiles(root, module)) {
      visit(parse(root, file), (node) => {
        const table = entityTable(node);
        if (table) owners.set(table, module);
      });
    }
  }
  return owners;
}

/** The tables a file's SQL and query builder calls name, each with its line. */
function tablesNamed(source) {
  const named = [];
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  visit(source, (node) => {
    let text;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? ');
    if (text !== undefined) for (const [, table] of text.matchAll(SQL_TABLE)) named.push({ table: table.toLowerCase(), line: line(node) });
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && BUILDER_METHODS.test(node.expression.name.text)) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) named.push({ table: first.text, line: line(node) });
    }
  });
  return named;
}

/** One violation per place where a module's code names a table of another module. */
export function tableOwnershipViolations(root) {
  if (!fs.existsSync(path.join(root, MODULES_DIR))) return [];
  const owners = tableOwners(root);
  const violations = [];
  for (const module of moduleNames(root)) {
    for (const file of moduleFiles(root, module)) {
      for (const { table, line } of tablesNamed(parse(root, file))) {
        const owner = owners.get(table);
        if (owner && owner !== module) {
          violations.push({
            rule: 'no-other-modules-tables',
            message: `${file}:${line} names the table ${table}, which the ${owner} module owns: ask that module through its public file`,
          });
        }
      }
    }
  }
  return violations;
}
