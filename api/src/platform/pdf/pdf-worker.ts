import { drawPdf, type PdfDocumentSpec } from './pdf-drawing.js';

/** A PDF thread's one task (see `renderPdf`): the document drawn, handed back as bytes. */
export default function drawInThread(spec: PdfDocumentSpec): Promise<Uint8Array> {
  return drawPdf(spec);
}
