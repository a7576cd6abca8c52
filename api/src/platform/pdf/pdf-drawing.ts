import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { REPO_ROOT } from '../paths.js';
import { leftToRightFont, rightToLeftFont } from './pdf-fonts.js';
import { bidiParagraph, visualRuns, type BidiParagraph, type TextDirection, type VisualRun } from './bidi-lines.js';

export type { TextDirection } from './bidi-lines.js';

/** A table's column: its share of the page's width, and where its cells sit ('start' is the right in Arabic). */
export interface PdfColumn {
  header: string;
  width: number;
  align: 'start' | 'end';
}

/** A row of a table; `emphasis` draws it bold with a rule above it (a subtotal, a total). */
export interface PdfRow {
  cells: string[];
  emphasis?: boolean;
}

/** What a document is made of; text is plain (no markup), a line break inside it is kept. */
export type PdfBlock =
  | { type: 'heading'; text: string; level: 1 | 2 }
  | { type: 'paragraph'; text: string; small?: boolean }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'table'; columns: PdfColumn[]; rows: PdfRow[] }
  | { type: 'rule' };

export interface PdfDocumentSpec {
  /** BCP 47 language of the text (the PDF's /Lang). */
  lang: string;
  direction: TextDirection;
  title: string;
  /** Shown under the title, a smaller line each (who issued it, a date, an order number). */
  subtitle?: string[];
  blocks: PdfBlock[];
  /** On every page, above the page number: who the document comes from. */
  footer?: string;
  /** The PDF's author field. */
  author?: string;
}

const FONT_DIR = path.join(REPO_ROOT, 'api', 'assets', 'fonts');
/**
 * IBM Plex Sans Arabic (SIL Open Font License, OFL.txt beside it): Arabic and the Latin letters of
 * Dutch and German, digits, € and £, so one face serves all three languages. Chosen because each
 * Arabic letter form is one glyph: fonts that build letters from a dotless base and separate dots
 * (Noto's Arabic faces) copy out of a PDF as the wrong letters (ن as ب), since a PDF maps each
 * glyph to one text.
 */
const FACES = {
  regular: fs.readFileSync(path.join(FONT_DIR, 'IBMPlexSansArabic-Regular.ttf')),
  bold: fs.readFileSync(path.join(FONT_DIR, 'IBMPlexSansArabic-Bold.ttf')),
};
type FontName = keyof typeof FACES;
/**
 * Each face parsed once per thread, for both directions: fontkit keeps the glyphs and tables it has
 * read on the font, so later documents lay out their text without reading them again (a document
 * embeds a subset of its own).
 */
let parsedFaces: [name: string, font: PDFKit.Mixins.PDFFontSource][] | undefined;
function parsedFontFaces(): [name: string, font: PDFKit.Mixins.PDFFontSource][] {
  parsedFaces ??= Object.entries(FACES).flatMap(([name, data]) => [
    [`${name}-ltr`, leftToRightFont(data) as unknown as PDFKit.Mixins.PDFFontSource] as const,
    [`${name}-rtl`, rightToLeftFont(data) as unknown as PDFKit.Mixins.PDFFontSource] as const,
  ]);
  return parsedFaces;
}

/** A4 in points, with 2 cm margins and room for the footer. */
const PAGE = { width: 595.28, height: 841.89, margin: 56, footer: 40 };
const SIZES = { title: 20, subtitle: 10, h1: 14, h2: 12, body: 10, small: 8.5, footer: 8 };
/** Line height as a multiple of the font size: Arabic needs room above and below for its marks. */
const LEADING = 1.55;
const COLORS = { text: '#2f2a24', muted: '#7a6f63', rule: '#d9cbbb' };
/** Features handed to the font: their presence also makes pdfkit lay out a run as one piece (see `drawRun`). */
const FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = ['kern'];

interface Style {
  font: FontName;
  size: number;
  color?: string;
}

interface Line {
  runs: (VisualRun & { width: number })[];
  width: number;
}

/**
 * Draws a document into a PDF: right to left for Arabic, each line reordered by the Unicode
 * bidi algorithm and shaped by the font, so the text reads and copies in logical order. Knows
 * nothing of orders or legal texts; callers build the blocks. A second or so of CPU per document:
 * it runs in the PDF threads (`renderPdf`), not on the thread that answers requests.
 */
export async function drawPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    bufferPages: true,
    lang: spec.lang,
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: spec.title, ...(spec.author ? { Author: spec.author } : {}) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Each face twice: right-to-left runs have a font of their own (see `rightToLeftFont`).
  for (const [name, font] of parsedFontFaces()) doc.registerFont(name, font);

  const writer = new Writer(doc, spec.direction);
  writer.text(spec.title, { font: 'bold', size: SIZES.title });
  for (const line of spec.subtitle ?? []) writer.text(line, { font: 'regular', size: SIZES.subtitle, color: COLORS.muted });
  writer.gap(10);
  for (const block of spec.blocks) writer.block(block);
  writer.footers(spec.footer);
  doc.end();
  return done;
}

class Writer {
  private y = PAGE.margin;
  /** The face of the style last set (`useStyle`), which `measure` measures in. */
  private font: FontName = 'regular';
  private size: number = SIZES.body;
  private readonly widths = new Map<string, number>();
  private readonly left = PAGE.margin;
  private readonly width = PAGE.width - 2 * PAGE.margin;
  private readonly bottom = PAGE.height - PAGE.margin - PAGE.footer;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly direction: TextDirection,
  ) {}

  block(block: PdfBlock): void {
    switch (block.type) {
      case 'heading':
        this.gap(block.level === 1 ? 10 : 6);
        // A heading is kept with the first lines after it.
        this.ensureRoom(3 * SIZES.body * LEADING);
        this.text(block.text, { font: 'bold', size: block.level === 1 ? SIZES.h1 : SIZES.h2 });
        this.gap(2);
        return;
      case 'paragraph':
        this.text(block.text, {
          font: 'regular',
          size: block.small ? SIZES.small : SIZES.body,
          color: block.small ? COLORS.muted : undefined,
        });
        this.gap(6);
        return;
      case 'list':
        block.items.forEach((item, index) => this.listItem(block.ordered ? `${index + 1}.` : '•', item));
        this.gap(6);
        return;
      case 'table':
        this.table(block.columns, block.rows);
        this.gap(10);
        return;
      case 'rule':
        this.ensureRoom(12);
        this.rule(this.y + 4, this.left, this.width);
        this.y += 12;
        return;
    }
  }

  gap(points: number): void {
    this.y += points;
  }

  /** Text across the page's width, wrapped, aligned to the start side. */
  text(text: string, style: Style): void {
    for (const line of this.wrap(text, style, this.width)) {
      this.ensureRoom(lineHeight(style));
      this.drawLine(line, style, this.alignedX(this.left, this.width, line.width, 'start'));
      this.y += lineHeight(style);
    }
  }

  /** After the last page is laid out: the footer and "page / pages" on every page. */
  footers(footer: string | undefined): void {
    const range = this.doc.bufferedPageRange();
    const style: Style = { font: 'regular', size: SIZES.footer, color: COLORS.muted };
    for (let index = 0; index < range.count; index++) {
      this.doc.switchToPage(range.start + index);
      this.y = PAGE.height - PAGE.margin - PAGE.footer / 2;
      this.rule(this.y - 4, this.left, this.width);
      // "2 / 3" is written left to right in every language, as a number pair would read reversed in Arabic.
      const lines = [
        ...(footer ? this.wrap(footer, style, this.width) : []),
        ...this.wrap(`${index + 1} / ${range.count}`, style, this.width, 'ltr'),
      ];
      for (const line of lines) {
        this.drawLine(line, style, this.left + (this.width - line.width) / 2);
        this.y += lineHeight(style);
      }
    }
  }

  private listItem(marker: string, text: string): void {
    const style: Style = { font: 'regular', size: SIZES.body };
    const indent = 18;
    const lines = this.wrap(text, style, this.width - indent);
    lines.forEach((line, index) => {
      this.ensureRoom(lineHeight(style));
      if (index === 0) {
        const [markerLine] = this.wrap(marker, style, indent);
        const markerBox = this.direction === 'rtl' ? this.left + this.width - indent : this.left;
        this.drawLine(markerLine, style, this.alignedX(markerBox, indent, markerLine.width, 'start'));
      }
      this.drawLine(line, style, this.alignedX(this.left, this.width, line.width, 'start', indent));
      this.y += lineHeight(style);
    });
    this.gap(2);
  }

  private table(columns: PdfColumn[], rows: PdfRow[]): void {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.width);
    // Column i's left edge: columns run from the start side, so from the right in Arabic.
    const lefts = widths.map((_, i) => {
      const before = widths.slice(0, i).reduce((sum, width) => sum + width, 0);
      return this.direction === 'rtl' ? this.left + this.width - before - widths[i] : this.left + before;
    });
    const padding = 4;
    const layRow = (cells: string[], style: Style) => {
      const lines = cells.map((cell, i) => this.wrap(cell, style, widths[i] - 2 * padding));
      return { style, lines, height: Math.max(1, ...lines.map((cell) => cell.length)) * lineHeight(style) + 2 * padding };
    };
    const drawRow = ({ style, lines, height }: ReturnType<typeof layRow>) => {
      lines.forEach((cell, i) =>
        cell.forEach((line, n) => {
          const x = this.alignedX(lefts[i] + padding, widths[i] - 2 * padding, line.width, columns[i].align);
          this.drawLine(line, style, x, this.y + padding + n * lineHeight(style));
        }),
      );
      this.y += height;
    };
    const header = layRow(
      columns.map((column) => column.header),
      { font: 'bold', size: SIZES.body, color: COLORS.muted },
    );
    const drawHeader = () => {
      drawRow(header);
      this.rule(this.y, this.left, this.width);
    };
    // The header never stands alone at the foot of a page, and comes again on each new page.
    this.ensureRoom(header.height + lineHeight({ font: 'regular', size: SIZES.body }) + 2 * padding);
    drawHeader();
    for (const row of rows) {
      const laid = layRow(row.cells, { font: row.emphasis ? 'bold' : 'regular', size: SIZES.body });
      if (this.ensureRoom(laid.height)) drawHeader();
      if (row.emphasis) this.rule(this.y, this.left, this.width);
      drawRow(laid);
    }
  }

  /** Breaks a text into lines that fit `width`: at spaces, and inside a word only when it alone is wider. */
  private wrap(text: string, style: Style, width: number, direction = this.direction): Line[] {
    this.useStyle(style);
    const space = this.measure(' ');
    const lines: Line[] = [];
    for (const raw of text.split(/\r?\n/)) {
      const paragraphText = raw.replace(/\s+/g, ' ').trim();
      if (paragraphText === '') continue;
      const paragraph = bidiParagraph(paragraphText, direction);
      let start = 0;
      let end = 0;
      let lineWidth = 0;
      for (const word of paragraphText.matchAll(/[^ ]+/g)) {
        let offset = word.index;
        for (const piece of this.pieces(word[0], width)) {
          const pieceWidth = this.measure(piece);
          // The pieces of one cut word follow each other without a space.
          const gap = lineWidth > 0 && offset > end ? space : 0;
          if (lineWidth > 0 && lineWidth + gap + pieceWidth > width) {
            lines.push(this.line(paragraph, start, end));
            start = offset;
            lineWidth = pieceWidth;
          } else {
            if (lineWidth === 0) start = offset;
            lineWidth += gap + pieceWidth;
          }
          end = offset + piece.length;
          offset = end;
        }
      }
      if (end > start) lines.push(this.line(paragraph, start, end));
    }
    return lines;
  }

  /** A line's runs in visual order, measured as they will be drawn. */
  private line(paragraph: BidiParagraph, start: number, end: number): Line {
    // Words do not join across a space, so a run is as wide as its words and spaces: measured word
    // by word, each word's width is shaped once however often it occurs.
    const runs = visualRuns(paragraph, start, end).map((run) => ({
      ...run,
      width: run.text.split(' ').reduce((sum, word, i) => sum + (i > 0 ? this.measure(' ', run.rtl) : 0) + this.measure(word, run.rtl), 0),
    }));
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
  }

  /** A word wider than the line (a long web address) is cut where it fits. */
  private pieces(word: string, width: number): string[] {
    if (this.measure(word) <= width) return [word];
    const pieces: string[] = [];
    let piece = '';
    for (const char of word) {
      if (piece !== '' && this.measure(piece + char) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += char;
    }
    if (piece !== '') pieces.push(piece);
    return pieces;
  }

  /** Draws a line's runs left to right from `x`, in the style it was measured in. */
  private drawLine(line: Line, style: Style, x: number, y = this.y): void {
    let position = x;
    for (const run of line.runs) {
      this.useStyle(style, run.rtl);
      // pdfkit lays out a text word by word unless features are given; a right-to-left run laid out
      // in one piece comes back from the font in visual order as a whole, not word by word.
      if (run.text.trim() !== '') this.doc.text(run.text, position, y, { lineBreak: false, features: FEATURES });
      position += run.width;
    }
  }

  /**
   * Measured in the font of the current style; `rtl` picks the face of right-to-left runs. Shaping
   * is most of a document's time, and wrapping measures the same words again and again, so each
   * width is kept (per point of size).
   */
  private measure(text: string, rtl = false): number {
    const face = `${this.font}-${rtl ? 'rtl' : 'ltr'}`;
    const key = `${face}\n${text}`;
    let perPoint = this.widths.get(key);
    if (perPoint === undefined) {
      this.doc.font(face);
      perPoint = this.doc.widthOfString(text, { features: FEATURES }) / this.size;
      this.widths.set(key, perPoint);
    }
    return perPoint * this.size;
  }

  /** The x where a line of `textWidth` starts in a box, `indent` kept free on the start side. */
  private alignedX(left: number, width: number, textWidth: number, align: 'start' | 'end', indent = 0): number {
    const atRight = (align === 'start') === (this.direction === 'rtl');
    const inset = align === 'start' ? indent : 0;
    return atRight ? left + width - inset - textWidth : left + inset;
  }
  private useStyle(style: Style, rtl = false): void {
    this.font = style.font;
    this.size = style.size;
    this.doc
      .font(`${style.font}-${rtl ? 'rtl' : 'ltr'}`)
      .fontSize(style.size)
      .fillColor(style.color ?? COLORS.text);
  }

  private rule(y: number, x: number, width: number): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.6)
      .strokeColor(COLORS.rule)
      .stroke();
  }

  /** Starts a new page when `height` does not fit on this one; true when it did. */
  private ensureRoom(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  private newPage(): void {
    this.doc.addPage();
    this.y = PAGE.margin;
  }
}

function lineHeight(style: Style): number {
  return style.size * LEADING;
}
