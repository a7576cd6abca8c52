import { Inject, Injectable, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { closePdfThreads, configurePdfThreads } from './pdf-renderer.js';

/** Sizes the PDF threads from the configuration (PDF_THREADS) and stops them when the process stops. */
@Injectable()
class PdfThreads implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

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
