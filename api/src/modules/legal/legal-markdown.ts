import MarkdownIt from 'markdown-it';

/**
 * Markdown as staff write it, made into HTML the storefront can put in a page as it is: raw HTML in
 * the text is shown as text (html: false), and links may only be http(s), mailto, tel or within the
 * shop (markdown-it refuses javascript: and data: itself; the rule below narrows it further).
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
const SAFE_LINK = /^(https?:|mailto:|tel:|\/|#)/i;
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

/** Markdown's special signs in a value filled into a text, escaped so the value stays plain text. */
export function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_{}[\]()#+!|<>~]/g, '\\$&');
}

/** A text's title: its first heading, without Markdown signs. */
export function titleOf(text: string): string {
  const heading = /^#{1,3}\s+(.+)$/m.exec(text);
  return heading ? heading[1].replace(/[*_`]/g, '').trim() : '';
}
