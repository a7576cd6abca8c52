// The module, event and migration tables of docs/architecture.md, written from the code between their
// marker comments (`<!-- generated:modules -->` … `<!-- /generated:modules -->`).
// `node scripts/docs-tables.mjs` (npm run docs:tables) rewrites them; `--check` (run by `npm run lint`)
// only fails when one is stale. `--root <dir>` works on a copy of the repository (the rules' test).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { entityTable, moduleFiles, moduleNames, MODULES_DIR } from './architecture/table-ownership.mjs';

const EVENTS_DIR = 'api/src/events';
const DOC = 'docs/architecture.md';
const HTTP_METHODS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);

const rootArgument = process.argv.indexOf('--root');
const root = rootArgument > 0 ? path.resolve(process.argv[rootArgument + 1]) : path.resolve(fileURLToPath(import.meta.url), '../..');
const check = process.argv.includes('--check');

const parsed = new Map();
function parse(file) {
  if (!parsed.has(file))
    parsed.set(file, ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true));
  return parsed.get(file);
}

function visit(node, each) {
  each(node);
  ts.forEachChild(node, (child) => visit(child, each));
}

/** A decorator's name and first string argument (`@HandlesEvent('order.paid')` → ['HandlesEvent', 'order.paid']). */
function decoratorCall(node) {
  if (!ts.isDecorator(node) || !ts.isCallExpression(node.expression)) return [undefined, undefined];
  const [first] = node.expression.arguments;
  return [node.expression.expression.getText(), first && ts.isStringLiteral(first) ? first.text : undefined];
}

function enclosingClass(node) {
  while (node && !ts.isClassDeclaration(node)) node = node.parent;
  return node?.name?.text;
}

/** A JSDoc comment's first paragraph on one line, ready for a table cell. */
function docOf(node) {
  const text = ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n');
  return cell(text.split(/\n\s*\n/)[0]);
}

const cell = (text) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
const code = (names) => names.map((name) => `\`${name}\``).join(', ') || '—';
const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
const apiFiles = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .filter((file) => /\.ts$/.test(file) && !/\.(spec|test)\.ts$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join('/'));

/** Every event: its name, where it is declared, its description, who publishes it and who handles it. */
function events() {
  const found = new Map();
  for (const file of apiFiles(EVENTS_DIR)) {
    visit(parse(file), (node) => {
      if (ts.isPropertySignature(node) && ts.isStringLiteral(node.name) && ts.isInterfaceDeclaration(node.parent)) {
        found.set(node.name.text, { file, doc: docOf(node), publishers: new Set(), handlers: new Set() });
      }
    });
  }
  for (const file of apiFiles('api/src').filter((file) => !file.startsWith(EVENTS_DIR))) {
    visit(parse(file), (node) => {
      const [decorator, argument] = decoratorCall(node);
      if (decorator === 'HandlesEvent' && found.has(argument)) {
        found.get(argument).handlers.add(`${enclosingClass(node)}.${node.parent.name.getText()}`);
      }
      // A published event is an object `{ name: '<event>', payload }` (the name may be chosen: `a ? 'x' : 'y'`).
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText() === 'name' &&
        node.parent.properties.some((p) => p.name?.getText() === 'payload')
      ) {
        visit(node.initializer, (inner) => {
          if (ts.isStringLiteral(inner) && found.has(inner.text))
            found.get(inner.text).publishers.add(enclosingClass(node) ?? path.basename(file));
        });
      }
    });
  }
  return found;
}

function modulesTable(allEvents) {
  const rows = moduleNames(root).map((module) => {
    const files = moduleFiles(root, module);
    const tables = [];
    const routes = [];
    const handlers = new Set();
    const providers = [];
    for (const file of files) {
      visit(parse(file), (node) => {
        const [decorator, argument] = decoratorCall(node);
        const table = entityTable(node);
        if (table) tables.push(table);
        if (HTTP_METHODS.has(decorator) && ts.isClassDeclaration(node.parent.parent)) {
          const controller = ts
            .getDecorators(node.parent.parent)
            ?.map(decoratorCall)
            .find(([name]) => name === 'Controller');
          if (controller) routes.push([controller[1], argument].filter(Boolean).join('/'));
        }
        if (ts.isClassDeclaration(node) && /Module$/.test(node.name?.text ?? '')) providers.push(...moduleProviders(node));
        if (decorator === 'HandlesEvent') handlers.add(enclosingClass(node));
      });
    }
    const publicFile = `${MODULES_DIR}/${module}/index.ts`;
    const exported = [];
    if (fs.existsSync(path.join(root, publicFile))) {
      for (const statement of parse(publicFile).statements) {
        if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
          exported.push(...statement.exportClause.elements.map((element) => element.name.text));
        }
      }
    }
    const published = [...allEvents].filter(([, event]) =>
      files.some((file) => [...event.publishers].some((publisher) => fileDeclares(file, publisher))),
    );
    return [
      `\`${module}\``,
      code(tables.sort()),
      code(providers),
      code(exported),
      code(routePrefixes(routes)),
      code(published.map(([name]) => name)),
      code([...handlers].sort()),
    ];
  });
  return table(
    ['module', 'tables (entities)', 'providers', 'public file (`index.ts`) exports', 'routes', 'events published', 'handlers'],
    rows,
  );
}

/** The class names in the `providers` of a module's `@Module({ … })` (a `{ provide: X, useClass: Y }` counts as X). */
function moduleProviders(moduleClass) {
  const options = ts
    .getDecorators(moduleClass)
    ?.map((decorator) => decorator.expression)
    .find((call) => ts.isCallExpression(call) && call.expression.getText() === 'Module')?.arguments[0];
  const list = options && ts.isObjectLiteralExpression(options) && options.properties.find((p) => p.name?.getText() === 'providers');
  if (!list || !ts.isPropertyAssignment(list) || !ts.isArrayLiteralExpression(list.initializer)) return [];
  return list.initializer.elements.map((element) =>
    ts.isObjectLiteralExpression(element)
      ? element.properties.find((p) => p.name?.getText() === 'provide').initializer.getText()
      : element.getText(),
  );
}

/** The paths of a module's routes up to their first parameter, without those another one already begins. */
function routePrefixes(routes) {
  const cut = [
    ...new Set(
      routes.map((route) =>
        route
          .split('/')
          .filter(Boolean)
          .filter((_, i, parts) => !parts.slice(0, i + 1).some((part) => part.startsWith(':')))
          .join('/'),
      ),
    ),
  ];
  return cut.filter((route) => route && !cut.some((other) => other && other !== route && route.startsWith(`${other}/`))).sort();
}

function fileDeclares(file, className) {
  return parse(file).statements.some((statement) => ts.isClassDeclaration(statement) && statement.name?.text === className);
}

function eventsTable(allEvents) {
  const rows = [...allEvents].map(([name, event]) => [
    `\`${name}\``,
    `\`${path.basename(event.file)}\``,
    event.doc,
    code([...event.publishers].sort()),
    code([...event.handlers].sort()),
  ]);
  return table(['event', 'declared in `api/src/events/`', 'what', 'published by', 'handled by'], rows);
}

/** The migrations in the order of `MIGRATIONS` (migrations/index.ts), with their class's description. */
function migrationsTable() {
  const index = parse('migrations/index.ts');
  const fileOf = new Map();
  let order = [];
  visit(index, (node) => {
    if (ts.isImportDeclaration(node)) {
      for (const element of node.importClause?.namedBindings?.elements ?? []) fileOf.set(element.name.text, node.moduleSpecifier.text);
    }
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'MIGRATIONS' && ts.isArrayLiteralExpression(node.initializer)) {
      order = node.initializer.elements.map((element) => element.getText());
    }
  });
  const rows = order.map((className) => {
    const file = `migrations/${fileOf.get(className).replace(/^\.\//, '').replace(/\.js$/, '.ts')}`;
    const source = parse(file);
    const declaration = source.statements.find((statement) => ts.isClassDeclaration(statement) && statement.name?.text === className);
    const created = [...source.text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/g)].map(([, name]) => name);
    return [`\`${path.basename(file)}\``, code([...new Set(created)]), declaration ? docOf(declaration) : ''];
  });
  return table(['file', 'creates', 'what'], rows);
}

const allEvents = events();
const generated = { modules: modulesTable(allEvents), events: eventsTable(allEvents), migrations: migrationsTable() };

const docPath = path.join(root, DOC);
const before = fs.readFileSync(docPath, 'utf8');
let after = before;
for (const [name, text] of Object.entries(generated)) {
  const block = new RegExp(`(<!-- generated:${name} -->\\n)[\\s\\S]*?(<!-- /generated:${name} -->)`);
  if (!block.test(after)) throw new Error(`${DOC} has no <!-- generated:${name} --> … <!-- /generated:${name} --> block`);
  after = after.replace(block, (_, open, close) => `${open}${text}\n${close}`);
}

if (after === before) {
  if (!check) console.log(`${DOC}: the generated tables are up to date.`);
} else if (check) {
  console.error(
    `${DOC}: the module, event or migration table no longer matches the code. Run \`npm run docs:tables\` and commit the result.`,
  );
  process.exit(1);
} else {
  fs.writeFileSync(docPath, after);
  console.log(`${DOC}: generated tables rewritten.`);
}
