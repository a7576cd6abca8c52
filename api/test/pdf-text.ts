import { spawn } from 'node:child_process';

/**
 * The text of a PDF as poppler's pdftotext extracts it (what a parent copies, or a search indexes),
 * without the bidi embedding marks pdftotext puts around runs, spaces collapsed. Fails saying what
 * to install when pdftotext is missing: the checks it serves may not be skipped (.ci/run installs
 * poppler-utils).
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-enc', 'UTF-8', '-', '-']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error('pdftotext is missing: install poppler-utils (apt-get install poppler-utils)') : error),
    );
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`pdftotext failed (${code}): ${Buffer.concat(err).toString('utf8')}`));
      else resolve(readable(Buffer.concat(out).toString('utf8')));
    });
    child.stdin.on('error', () => {});
    child.stdin.end(pdf);
  });
}

function readable(text: string): string {
  return text
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[ \t\f]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

/** On one line: a sentence may be wrapped anywhere on the page. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/**
 * Without any spaces: pdftotext moves the space next to a number or a full stop inside Arabic text
 * to its other side ("خلال 14 يوما" comes out as "خلال  14يوما"), so text that mixes them is
 * compared this way; the order of its words and numbers still has to be right.
 */
export function withoutSpaces(text: string): string {
  return text.replace(/\s+/g, '');
}
