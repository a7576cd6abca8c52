import { Inject, Injectable } from '@nestjs/common';
import fs from 'node:fs';
import type { AppConfig } from './app-config.js';
import { APP_CONFIG } from './config.tokens.js';

/**
 * The shop's "now" wherever it decides a deadline (the withdrawal period, a refund's due date) or
 * is written as the moment something was received. It is the machine's time, unless a test shop
 * names a file with an offset in milliseconds (SHOP_CLOCK_OFFSET_FILE, refused in production):
 * the file is read at every look, so a browser test moves the shop's days forward while the shop
 * runs, and the machine's clock, the database's and the browser's stay as they are.
 */
@Injectable()
export class ShopClock {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs());
  }

  private offsetMs(): number {
    const file = this.config.shopClockOffsetFile;
    if (!file) return 0;
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    const offset = Number(text || '0');
    if (!Number.isSafeInteger(offset)) throw new Error(`${file} must hold a whole number of milliseconds (got "${text}")`);
    return offset;
  }
}
