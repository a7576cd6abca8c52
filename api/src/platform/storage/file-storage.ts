import { Inject, Injectable } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/**
 * Uploaded files under DATA_DIR/uploads, served at /uploads. Keys are relative paths such as
 * `books/<id>/<file>`; a shared volume makes this work for several API processes.
 */
@Injectable()
export class FileStorage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = config.uploadsDir;
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
  }

  async read(key: string): Promise<Buffer> {
    return fs.readFile(this.resolve(key));
  }

  /** Removes a file or a whole folder; a missing one is not an error. */
  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { recursive: true, force: true });
  }

  publicUrl(key: string): string {
    return `/uploads/${key}`;
  }

  private resolve(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the uploads folder: ${key}`);
    return file;
  }
}
