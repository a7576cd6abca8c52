import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/** Makes a missing file when it is asked for: true once it wrote `key`, false when `key` is not one it makes. */
export type MissingFileMaker = (key: string) => Promise<boolean>;

/**
 * Uploaded files under DATA_DIR/uploads, served at /uploads. Keys are relative paths such as
 * `books/<id>/<file>`; a shared volume makes this work for several API processes.
 */
@Injectable()
export class FileStorage {
  readonly root: string;
  private readonly makers: MissingFileMaker[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = config.uploadsDir;
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside, then renamed into place: a process serving the folder never sends half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    return fs.readFile(this.resolve(key));
  }

  /** Removes a file or a whole folder; a missing one is not an error. */
  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { recursive: true, force: true });
  }

  /** Modules whose files are derived from others add how to make one that is missing (made later, or lost). */
  onMissing(maker: MissingFileMaker): void {
    this.makers.push(maker);
  }

  /** Asks the makers for a missing file; true when one of them made it. */
  async makeMissing(key: string): Promise<boolean> {
    for (const maker of this.makers) if (await maker(key)) return true;
    return false;
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
