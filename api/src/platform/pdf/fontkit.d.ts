/** The part of fontkit (pdfkit's font engine) the PDF renderer uses; fontkit ships no types. */
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    codePoints: number[];
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    direction: 'ltr' | 'rtl';
  }
  export interface Font {
    postscriptName: string;
    layout(text: string, features?: unknown): GlyphRun;
  }
  export function create(data: Uint8Array): Font;
}
