import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { readAdminAccessToken } from '../../../shared/api/admin-session';
import { refreshAdminSession } from '../../../shared/api/base-query';

export interface UploadRequest {
  method: 'POST' | 'PUT';
  /** Path under /api, e.g. `admin/books`. */
  url: string;
  body: FormData;
  /** Share of the body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
}

/** What a save answers: the server's data, or an error shaped like RTK Query's, so useNotify reads it. */
export type UploadResult = { data: unknown; error?: undefined } | { data?: undefined; error: FetchBaseQueryError };

/**
 * Sends a book form as multipart with upload progress, which fetch cannot report, hence
 * XMLHttpRequest. No 10 s timeout here: a 50 MB PDF takes longer on a slow line.
 * A 401 refreshes the session and replays the upload, through the base query's one refresh (shared
 * with any call that got a 401 at the same time; on failure, the way to /login).
 */
export async function uploadBookForm(request: UploadRequest): Promise<UploadResult> {
  const first = await send(request);
  if (first.status !== 401 || !(await refreshAdminSession())) return toResult(first);
  return toResult(await send(request));
}

interface RawAnswer {
  status: number;
  body: unknown;
}

function send({ method, url, body, onProgress }: UploadRequest): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api/${url}`);
    const token = readAdminAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    // Status 0 is how the network failing shows up; toResult turns it into a FETCH_ERROR.
    xhr.onerror = () => resolve({ status: 0, body: undefined });
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function toResult({ status, body }: RawAnswer): UploadResult {
  if (status >= 200 && status < 300) return { data: body };
  if (status === 0) return { error: { status: 'FETCH_ERROR', error: 'Network error' } };
  return { error: { status, data: body } };
}
