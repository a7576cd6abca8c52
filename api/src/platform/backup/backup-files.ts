import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One stored file: its key (a relative path with `/`, as the shop names uploads) and its size. */
export interface StoredFile {
  key: string;
  size: number;
}

/**
 * Where a backup reads the shop's uploaded files from and a restore puts them back. Only the
 * uploads folder under DATA_DIR implements it today; object storage would be another
 * implementation, and neither the archive nor the commands would change.
 */
export interface BackupFiles {
  /** Where the files are, for messages. */
  readonly place: string;
  list(): AsyncIterable<StoredFile>;
  read(key: string): Readable;
  write(key: string, content: Readable): Promise<void>;
  isEmpty(): Promise<boolean>;
  /** Removes every file (a restore with --replace). */
  clear(): Promise<void>;
}

/** The uploads folder (DATA_DIR/uploads), as FileStorage keeps it. */
export class UploadsFolder implements BackupFiles {
  readonly place: string;

  constructor(private readonly root: string) {
    this.place = root;
  }

  async *list(): AsyncIterable<StoredFile> {
    for (const file of await walk(this.root)) {
      // FileStorage writes a file aside and renames it into place; one aside is still being written.
      if (file.endsWith('.partial')) continue;
      const { size } = await fs.promises.stat(file);
      yield { key: path.relative(this.root, file).split(path.sep).join('/'), size };
    }
  }

  read(key: string): Readable {
    return fs.createReadStream(this.resolve(key));
  }

  async write(key: string, content: Readable): Promise<void> {
    const file = this.resolve(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await pipeline(content, fs.createWriteStream(file));
  }

  async isEmpty(): Promise<boolean> {
    for await (const _file of this.list()) return false;
    return true;
  }

  async clear(): Promise<void> {
    await fs.promises.rm(this.root, { recursive: true, force: true });
  }

  /** A key from an archive is a stranger's input: it must stay inside the folder. */
  private resolve(key: string): string {
    const root = path.resolve(this.root);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`File name escapes the uploads folder: ${key}`);
    return file;
  }
}

/** Every file under `folder`, sorted; none when the folder does not exist. */
async function walk(folder: string): Promise<string[]> {
  const entries = await fs.promises.readdir(folder, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
