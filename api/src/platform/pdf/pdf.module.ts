import { Inject, Injectable, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Counter } from 'prom-client';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { Metrics } from '../metrics/metrics.js';
import { closePdfThreads, configurePdfThreads, pdfsDrawn } from './pdf-renderer.js';

/**
 * Sizes the PDF threads from the configuration (PDF_THREADS), counts the documents they draw, and
 * stops them when the process stops.
 */
@Injectable()
class PdfThreads implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Metrics) metrics: Metrics,
  ) {
    new Counter({
      name: 'bookshop_pdfs_drawn_total',
      help: 'PDFs this process drew (confirmation documents, receipts); one served again from the recently made is not counted',
      registers: [metrics.registry],
      // The threads are the process's, not this application's: read at scrape time.
      collect() {
        this.reset();
        this.inc(pdfsDrawn());
      },
    });
  }

  onModuleInit(): void {
    configurePdfThreads(this.config.pdfThreads);
  }

  /** After the running jobs had their grace (`EventsWorker.beforeApplicationShutdown`). */
  async onApplicationShutdown(): Promise<void> {
    await closePdfThreads();
  }
}

@Module({ providers: [PdfThreads] })
export class PdfModule {}
