import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { assertStorageKey, FileStorage, StoredFileMissing, UPLOAD_MAX_AGE_SECONDS } from './file-storage.js';

/** Uploads under a folder (DATA_DIR/uploads): several API processes share them only through a shared volume. */
export class LocalFileStorage extends FileStorage {
  constructor(readonly root: string) {
    super();
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
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

  async get(key: string): Promise<Buffer> {
    try {
      return await fs.readFile(this.resolve(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissing(key);
      throw error;
    }
  }

  async list(prefix = ''): Promise<string[]> {
    const entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((key) => key.startsWith(prefix))
      .sort();
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { recursive: true, force: true });
  }

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
  }

  serve({ fallthrough }: { fallthrough: boolean }): RequestHandler {
    return express.static(this.root, { immutable: true, maxAge: UPLOAD_MAX_AGE_SECONDS * 1000, index: false, fallthrough });
  }

  private resolve(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}
