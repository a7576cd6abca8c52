import { Inject, Injectable, Logger } from '@nestjs/common';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { apiError } from './api-error.js';

/**
 * `Idempotency-Key` support: the first request with a key runs; a retry with the same key and body
 * answers the first response; the same key with another body is refused. Failed requests do not
 * keep their key, so the client can try again.
 */
@Injectable()
export class IdempotencyKeys {
  private readonly logger = new Logger('idempotency');

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async once<T>(scope: string, key: string | undefined, request: unknown, work: () => Promise<T>): Promise<T> {
    if (key === undefined) return work();
    if (!/^[\w-]{8,200}$/.test(key)) throw apiError(API_ERRORS.invalidIdempotencyKey);
    const hash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    const claimed = await this.dataSource.query(
      'INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key',
      [scope, key, hash],
    );
    if (claimed.length === 0) return this.previous<T>(scope, key, hash);
    let response: T;
    try {
      response = await work();
    } catch (error) {
      await this.dataSource.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
      throw error;
    }
    // The work is done: failing to remember its answer must not let a retry do it a second time.
    await this.dataSource
      .query('UPDATE idempotency_keys SET response_status = 200, response_body = $3 WHERE scope = $1 AND key = $2', [
        scope,
        key,
        JSON.stringify(response),
      ])
      .catch((error: Error) => this.logger.error(`could not store the answer for Idempotency-Key ${key}: ${error.message}`));
    return response;
  }

  private async previous<T>(scope: string, key: string, hash: string): Promise<T> {
    const [row] = await this.dataSource.query('SELECT request_hash, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2', [
      scope,
      key,
    ]);
    if (!row) throw apiError(API_ERRORS.requestInProgress);
    if (row.request_hash !== hash) throw apiError(API_ERRORS.idempotencyKeyReused);
    if (row.response_body === null) throw apiError(API_ERRORS.requestInProgress);
    return row.response_body as T;
  }
}
