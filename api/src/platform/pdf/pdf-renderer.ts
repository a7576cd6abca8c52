import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import { REPO_ROOT } from '../paths.js';
import type { PdfDocumentSpec } from './pdf-drawing.js';

export type { PdfBlock, PdfColumn, PdfDocumentSpec, PdfRow, TextDirection } from './pdf-drawing.js';

/** PDF threads when the configuration names none (PDF_THREADS). */
export const DEFAULT_PDF_THREADS = 2;
/** Documents waiting for a thread at most; past it a render fails at once rather than piling up. */
const MAX_WAITING = 64;
/** A document not drawn within this (waiting included) fails, and its thread is stopped. */
const RENDER_TIMEOUT_MS = 30_000;
/** An idle thread is kept this long: a confirmation's documents come in threes, a burst in many. */
const IDLE_MS = 60_000;
/** On shutdown, documents being drawn get this long to finish: whoever wanted them has had its own grace. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * The thread's module beside this one: compiled JavaScript in the built shop. The tests run the
 * TypeScript source, so there the thread runs the `.ts` file through the tests' TypeScript hooks.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(FROM_SOURCE ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url).href;
const SOURCE_EXEC_ARGV = ['--import', pathToFileURL(path.join(REPO_ROOT, 'api', 'test', 'typescript-in-threads.mjs')).href];

const logger = new Logger('pdf');
let threads = DEFAULT_PDF_THREADS;
let pool: Piscina<PdfDocumentSpec, Uint8Array> | undefined;
let drawn = 0;

/** How many threads draw PDFs in this process; set at start, before the first document. */
export function configurePdfThreads(count: number): void {
  threads = count;
}

/**
 * Renders a document into a PDF (see `drawPdf`) in one of a few worker threads, started on first
 * use: drawing takes a second or so of CPU, which on the main thread would hold up every request
 * and job of the process meanwhile.
 */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  pool ??= startPool();
  try {
    const bytes = await pool.run(spec, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
    drawn++;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw new Error(`a PDF was not drawn within ${RENDER_TIMEOUT_MS / 1000} s`);
    throw error;
  }
}

function startPool(): Piscina<PdfDocumentSpec, Uint8Array> {
  const started = new Piscina<PdfDocumentSpec, Uint8Array>({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: threads,
    maxQueue: MAX_WAITING,
    idleTimeout: IDLE_MS,
    closeTimeout: CLOSE_TIMEOUT_MS,
    ...(FROM_SOURCE ? { execArgv: SOURCE_EXEC_ARGV } : {}),
  });
  // An idle thread that failed, or a close that timed out: a failed document rejects its own render.
  started.on('error', (error: Error) => logger.warn(`PDF threads: ${error.message}`));
  return started;
}

/** On shutdown: the documents being drawn are finished, then the threads stop. A later render starts them again. */
export async function closePdfThreads(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}

/** How many documents this process has drawn (the metric `bookshop_pdfs_drawn_total`). */
export function pdfsDrawn(): number {
  return drawn;
}

/**
 * Documents made lately, by everything they show: a confirmation resent from the order page attaches
 * the same documents again, and a receipt is downloaded again and again, from the order page and the
 * back office. Kept by content, a document that changes (a name erased, other details) is drawn anew;
 * kept an hour at most, so what a document showed does not linger in memory.
 */
const recentPdfs = new LRUCache<string, Promise<Buffer>>({ max: 64, ttl: 60 * 60 * 1000 });

/** `renderPdf`, or the same document made lately. */
export function renderPdfOnce(spec: PdfDocumentSpec): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(spec)).digest('hex');
  let pdf = recentPdfs.get(key);
  if (!pdf) {
    pdf = renderPdf(spec);
    recentPdfs.set(key, pdf);
    // A failed one is made again next time.
    pdf.catch(() => recentPdfs.delete(key));
  }
  return pdf;
}
