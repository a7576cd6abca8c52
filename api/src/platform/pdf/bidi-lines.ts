import bidiModule from 'bidi-js';

export type TextDirection = 'ltr' | 'rtl';

/** A piece of one line in one direction, ready to be drawn from left to right. */
export interface VisualRun {
  /** The characters to hand to the font, in the order its layout needs (see `runForLayout`). */
  text: string;
  /** The same characters in logical (reading) order. */
  logical: string;
  rtl: boolean;
}

// bidi-js is CommonJS whose module is the factory, while its types declare it as an ES default export.
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();

/** The mirror image of a bracket (`(` for `)`), or the character itself. */
export function mirroredCharacter(char: string): string {
  return bidi.getMirroredCharacter(char) ?? char;
}

/** Brackets are mirrored before a right-to-left run is shaped (see `rightToLeftFont`). */
function mirrored(text: string): string {
  return Array.from(text, mirroredCharacter).join('');
}

/**
 * The first character that decides fontkit's script, and so its direction: fontkit (inside pdfkit)
 * lays a run out right to left, and reverses its glyphs into visual order, when the first
 * character of a script other than Common/Inherited is of a right-to-left script.
 */
const SCRIPT_CHARACTER = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;

/**
 * Not drawn: marks that steer the bidi algorithm or joining (the font has no glyph for them), and
 * Arabic vowel signs (tanween, shadda...), which everyday Arabic writing leaves out. A vowel sign is
 * a glyph of its own placed over its letter, and text extractors (pdftotext) then copy it as a
 * separate word or in the wrong place, which would break the words around it.
 */
const NOT_DRAWN = /[\p{Cf}\u064B-\u065F\u0670\u06D6-\u06ED]/gu;

function fontReversesRun(text: string): boolean {
  const decisive = SCRIPT_CHARACTER.exec(text)?.[0];
  return decisive !== undefined && RTL_SCRIPT.test(decisive);
}

/**
 * What to give the font for a run so its glyphs come out in visual order. A right-to-left run with
 * an Arabic letter is reversed (and its brackets mirrored) by the font's own shaping. A run the font
 * would lay out the other way than the bidi algorithm says (a right-to-left run of spaces and
 * punctuation only; a left-to-right run of Arabic-Indic digits) is reversed here first; such a run
 * has no letters that join, so reversing it before shaping changes nothing else. Brackets in a
 * right-to-left run are mirrored here, as the font does not (see `rightToLeftFont`).
 */
function runForLayout(logical: string, rtl: boolean): string {
  const drawn = logical.replace(NOT_DRAWN, '');
  const ordered = fontReversesRun(drawn) === rtl ? drawn : Array.from(drawn).reverse().join('');
  return rtl ? mirrored(ordered) : ordered;
}

/** The bidi levels of one paragraph (a text without line breaks), in the paragraph's direction. */
export interface BidiParagraph {
  text: string;
  levels: ReturnType<typeof bidi.getEmbeddingLevels>;
}

export function bidiParagraph(text: string, direction: TextDirection): BidiParagraph {
  return { text, levels: bidi.getEmbeddingLevels(text, direction) };
}

/**
 * The runs of the characters `start` to `end` (exclusive) of a paragraph, left to right (Unicode
 * bidi algorithm, rules L1 and L2, by bidi-js): a run is a stretch of one level, so an order
 * number or a price inside Arabic text stays left to right and in its place.
 */
export function visualRuns({ text, levels }: BidiParagraph, start: number, end: number): VisualRun[] {
  if (end <= start) return [];
  // bidi-js answers for the whole paragraph, with only this line's stretch reordered.
  const order = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end);
  const runs: VisualRun[] = [];
  let first = 0;
  for (let i = 1; i <= order.length; i++) {
    const level = levels.levels[order[first]];
    const continues = i < order.length && levels.levels[order[i]] === level && order[i] === order[i - 1] + (level % 2 === 1 ? -1 : 1);
    if (continues) continue;
    const rtl = level % 2 === 1;
    const from = Math.min(order[first], order[i - 1]);
    const to = Math.max(order[first], order[i - 1]) + 1;
    const logical = text.slice(from, to);
    runs.push({ text: runForLayout(logical, rtl), logical, rtl });
    first = i;
  }
  return runs;
}
