import MarkdownIt from 'markdown-it';
import type { PdfBlock } from './pdf-renderer.js';

type Token = ReturnType<MarkdownIt['parse']>[number];

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/**
 * A Markdown text as the PDF renderer's blocks: headings, paragraphs, lists (nested items are
 * listed with the rest), tables, rules. Emphasis is dropped (the PDF's text is plain); a link keeps
 * its text and, when the address says more than the text, the address after it, as on paper.
 */
export function markdownBlocks(text: string): PdfBlock[] {
  const tokens = markdown.parse(text, {});
  const blocks: PdfBlock[] = [];
  const lists: { ordered: boolean; items: string[] }[] = [];
  let table: { header: string[]; rows: string[][]; row: string[] | null } | null = null;

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    switch (token.type) {
      case 'heading_open':
        blocks.push({ type: 'heading', text: inlineText(tokens[i + 1]), level: token.tag === 'h1' ? 1 : 2 });
        i += 2;
        break;
      case 'bullet_list_open':
      case 'ordered_list_open':
        // A nested list's items join the outer list, after the item they belong to.
        if (lists.length === 0) lists.push({ ordered: token.type === 'ordered_list_open', items: [] });
        else lists.push(lists[lists.length - 1]);
        break;
      case 'bullet_list_close':
      case 'ordered_list_close': {
        const list = lists.pop();
        if (list && lists.length === 0) blocks.push({ type: 'list', items: list.items, ordered: list.ordered });
        break;
      }
      case 'tr_open':
        if (table) table.row = [];
        break;
      case 'table_open':
        table = { header: [], rows: [], row: null };
        break;
      case 'th_open':
      case 'td_open':
        table?.row?.push(inlineText(tokens[i + 1]));
        break;
      case 'tr_close':
        if (table?.row) {
          if (table.header.length === 0) table.header = table.row;
          else table.rows.push(table.row);
        }
        break;
      case 'table_close':
        if (table) {
          blocks.push({
            type: 'table',
            columns: table.header.map((header) => ({ header, width: 1, align: 'start' as const })),
            rows: table.rows.map((cells) => ({ cells })),
          });
        }
        table = null;
        break;
      case 'inline':
        if (table) break;
        if (lists.length > 0) lists[lists.length - 1].items.push(inlineText(token));
        else blocks.push({ type: 'paragraph', text: inlineText(token) });
        break;
      case 'fence':
      case 'code_block':
        blocks.push({ type: 'paragraph', text: token.content.trimEnd() });
        break;
      case 'hr':
        blocks.push({ type: 'rule' });
        break;
    }
  }
  return blocks;
}

/** An inline token's words; a single line break stays one, as Markdown's hard break. */
function inlineText(token: Token | undefined): string {
  let text = '';
  let link: { href: string; start: number } | null = null;
  for (const child of token?.children ?? []) {
    switch (child.type) {
      case 'text':
      case 'code_inline':
        text += child.content;
        break;
      case 'softbreak':
        text += ' ';
        break;
      case 'hardbreak':
        text += '\n';
        break;
      case 'image':
        text += child.content;
        break;
      case 'link_open':
        link = { href: child.attrGet('href') ?? '', start: text.length };
        break;
      case 'link_close':
        if (link && /^https?:/i.test(link.href) && !text.slice(link.start).includes(link.href)) text += ` (${link.href})`;
        link = null;
        break;
    }
  }
  return text.trim();
}
