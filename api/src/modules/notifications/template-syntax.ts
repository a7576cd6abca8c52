import Handlebars from 'handlebars';

/** A Handlebars of our own: helpers or partials registered elsewhere in the process never reach the shop's templates. */
const handlebars = Handlebars.create();

/**
 * Renders an admin's template to plain text. Nothing is escaped here on purpose: the text part
 * must show "O'Brien", not "O&#x27;Brien", and the HTML layout escapes the whole rendered text
 * (values and any `{{{triple-stash}}}` output included), so no value can inject markup.
 */
export function renderText(source: string, variables: Record<string, string>): string {
  return handlebars.compile(source, { noEscape: true })(variables);
}

/**
 * Handlebars' complaint about a template, or null when it is fine. Handlebars compiles lazily, so
 * the template is also rendered once without values to surface parse errors and unknown helpers.
 */
export function syntaxError(source: string): string | null {
  try {
    renderText(source, {});
    return null;
  } catch (error) {
    return (error as Error).message.replace(/\s*\n\s*/g, ' ');
  }
}

/** The simple `{{name}}` placeholders of valid templates, in order of first use, each once. */
export function placeholdersOf(sources: string[]): string[] {
  const collector = new PlaceholderCollector();
  for (const source of sources) collector.accept(handlebars.parse(source));
  return [...collector.names];
}

// The AST visitor lives only on the package's default instance, not on `create()`d ones.
class PlaceholderCollector extends Handlebars.Visitor {
  readonly names = new Set<string>();

  MustacheStatement(mustache: hbs.AST.MustacheStatement): void {
    const path = mustache.path as hbs.AST.PathExpression;
    const simple = path.type === 'PathExpression' && !path.data && path.depth === 0 && path.parts.length === 1;
    if (simple && mustache.params.length === 0 && !mustache.hash) this.names.add(path.original);
    super.MustacheStatement(mustache);
  }
}
