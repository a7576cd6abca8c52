import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import type { Request, RequestHandler, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config/app-config.js';
import { assertStorageKey, contentTypeOf, FileStorage, isStorageKey, StoredFileMissing, UPLOAD_MAX_AGE_SECONDS } from './file-storage.js';

/**
 * Uploads in an S3 bucket (AWS, or any S3-speaking service at S3_ENDPOINT): every API process,
 * on any machine, reads and writes the same files. The shop still serves them at /uploads, so a
 * book's addresses do not change and the bucket may stay private.
 */
export class S3FileStorage extends FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    super();
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // Other services (MinIO, R2, a test server) answer at one host, the bucket in the path.
      forcePathStyle: config.endpoint !== undefined,
      credentials: config.credentials,
      // Checksums only where S3 requires them: not every S3-speaking service knows the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    assertStorageKey(key);
    // One PUT: S3 shows an object only once it has all of it.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentTypeOf(key) }));
  }

  async get(key: string): Promise<Buffer> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissing(key);
      throw error;
    }
  }

  async list(prefix = ''): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    // The file itself, and a folder's files (`books/<id>/…`), as the local disk removes both.
    const keys = [key, ...(await this.list(`${key}/`))];
    for (let start = 0; start < keys.length; start += 1000) {
      const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }));
    }
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  serve({ fallthrough }: { fallthrough: boolean }): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const key = decodeKey(req.path);
      const missing = () => (fallthrough ? next() : res.status(404).type('text/plain').send('Not Found'));
      if (!key) return missing();
      this.send(key, req, res).then(
        (found) => (found ? undefined : missing()),
        (error: unknown) => (res.headersSent ? res.destroy(error as Error) : next(error)),
      );
    };
  }

  /** Answers the request with the object; false when there is none. */
  private async send(key: string, req: Request, res: Response): Promise<boolean> {
    const request = { Bucket: this.bucket, Key: key, IfNoneMatch: req.get('if-none-match') };
    let answer: Pick<GetObjectCommandOutput, 'ContentLength' | 'ContentType' | 'ETag' | 'LastModified'> & { Body?: unknown };
    try {
      answer = await this.client.send(req.method === 'HEAD' ? new HeadObjectCommand(request) : new GetObjectCommand(request));
    } catch (error) {
      if (isMissing(error)) return false;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 304) {
        res.status(304).end();
        return true;
      }
      throw error;
    }
    res.setHeader('Content-Type', answer.ContentType ?? contentTypeOf(key));
    if (answer.ContentLength !== undefined) res.setHeader('Content-Length', String(answer.ContentLength));
    if (answer.ETag) res.setHeader('ETag', answer.ETag);
    if (answer.LastModified) res.setHeader('Last-Modified', answer.LastModified.toUTCString());
    res.setHeader('Cache-Control', `public, max-age=${UPLOAD_MAX_AGE_SECONDS}, immutable`);
    if (req.method === 'HEAD' || !answer.Body) res.end();
    else await pipeline(answer.Body as Readable, res);
    return true;
  }
}

function decodeKey(requestPath: string): string | undefined {
  try {
    const key = decodeURIComponent(requestPath.replace(/^\//, ''));
    return isStorageKey(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
