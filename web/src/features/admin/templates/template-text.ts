/** A stretch of a template's text: plain words, or a `{{placeholder}}` filled in when sending. */
export type TemplateSegment = { kind: 'text'; text: string } | { kind: 'placeholder'; text: string; name: string };

// The server's placeholders are Handlebars expressions; `{{{raw}}}` and `{{ name }}` count too.
const PLACEHOLDER = /\{\{\{?\s*([^{}]+?)\s*\}?\}\}/g;

/** Splits a subject or body into text and placeholders, in order, so the preview can mark them. */
export function templateSegments(text: string): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    segments.push({ kind: 'placeholder', text: match[0], name: match[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
