import { create, type Font, type GlyphRun } from 'fontkit';
import { mirroredCharacter } from './bidi-lines.js';

/**
 * The face for left-to-right runs: fontkit as it is. pdfkit takes a fontkit font as well as a file.
 */
export function leftToRightFont(data: Buffer): Font {
  return create(data);
}

/**
 * The face for right-to-left runs only, so that each of its glyphs copies out of the PDF in reading
 * order. A PDF maps each glyph to one text, in the order of its characters; a text extractor
 * (pdftotext) spreads those characters left to right over the glyph's width and then reads a
 * right-to-left line from the right. So on this face, used for right-to-left runs and nothing else:
 *
 * - a ligature's characters (lam-alef: ل ا) are listed right to left (ا ل), so they are read ل ا;
 * - a bracket is given to the font mirrored (this face has no mirroring feature: `(` must be drawn
 *   as `)` in Arabic), and its glyph is mapped back to the character that was written.
 *
 * Glyph objects are cached by fontkit, one per glyph, so each is mapped once.
 */
export function rightToLeftFont(data: Buffer): Font {
  const font = create(data);
  // pdfkit shares one embedded font between fonts of the same name: this one must stay apart.
  Object.defineProperty(font, 'postscriptName', { value: `${font.postscriptName}-RTL` });
  const layout = font.layout.bind(font);
  const mapped = new WeakSet<object>();
  font.layout = (text: string, features?: unknown): GlyphRun => {
    const run = layout(text, features);
    for (const glyph of run.glyphs) {
      if (mapped.has(glyph)) continue;
      mapped.add(glyph);
      glyph.codePoints = glyph.codePoints
        .map((codePoint) => mirroredCharacter(String.fromCodePoint(codePoint)).codePointAt(0) ?? codePoint)
        .reverse();
    }
    return run;
  };
  return font;
}
