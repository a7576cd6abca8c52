import type { RequestHandler } from 'express';

/** Makes a missing file when it is asked for: true once it wrote `key`, false when `key` is not one it makes. */
export type MissingFileMaker = (key: string) => Promise<boolean>;

/** A key names no stored file. */
export class StoredFileMissing extends Error {
  constructor(readonly key: string) {
    super(`No stored file ${key}`);
  }
}

/**
 * Uploaded files (covers, previews, PDFs and the pictures made from them), served at /uploads.
 * Keys are relative paths such as `books/<id>/<file>`. Where they live is the subclass's business:
 * the local disk (`LocalFileStorage`) or an S3 bucket (`S3FileStorage`); this class is also the
 * injection token.
 */
export abstract class FileStorage {
  private readonly makers: MissingFileMaker[] = [];

  /** Stores the bytes under `key`, replacing what was there; a reader never sees half a file. */
  abstract put(key: string, bytes: Uint8Array): Promise<void>;

  /** The stored bytes; throws StoredFileMissing when there are none. */
  abstract get(key: string): Promise<Buffer>;

  /** Every stored key that starts with `prefix` (all of them without one), sorted. */
  abstract list(prefix?: string): Promise<string[]>;

  /** Removes a file, or every file under a folder (`books/<id>`); a missing one is not an error. */
  abstract remove(key: string): Promise<void>;

  /** Throws when the storage cannot be reached (the readiness check). */
  abstract check(): Promise<void>;

  /**
   * Express middleware answering GET and HEAD of `/<key>` with the file, cacheable for a year (names
   * are content-unique). A missing file goes on to `next` when `fallthrough`, else is answered 404.
   */
  abstract serve(options: { fallthrough: boolean }): RequestHandler;

  /** Modules whose files are derived from others add how to make one that is missing (made later, or lost). */
  onMissing(maker: MissingFileMaker): void {
    this.makers.push(maker);
  }

  /** Asks the makers for a missing file; true when one of them made it. */
  async makeMissing(key: string): Promise<boolean> {
    if (!isStorageKey(key)) return false;
    for (const maker of this.makers) if (await maker(key)) return true;
    return false;
  }

  publicUrl(key: string): string {
    return `/uploads/${key}`;
  }
}

/** Folders and a file name of letters, digits, `.`, `_` and `-`; nothing that climbs out (`..`) or starts at the root. */
export function isStorageKey(key: string): boolean {
  return key.length <= 512 && key.split('/').every((part) => /^[A-Za-z0-9_.-]+$/.test(part) && !/^\.+$/.test(part));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
}

/** How long browsers and proxies may keep an uploaded file: its name changes when its content does. */
export const UPLOAD_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The content type of the files the shop stores, by extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
