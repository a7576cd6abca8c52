import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { clearAdminSession, readAdminAccessToken, readAdminRefreshToken, storeAdminAccessToken } from '../../../shared/api/admin-session';
import { sessionEnd } from '../../../shared/api/base-query';

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
 * A 401 refreshes the session once and replays the upload, as the base query does for every other call.
 */
export async function uploadBookForm(request: UploadRequest): Promise<UploadResult> {
  const first = await send(request);
  if (first.status !== 401) return toResult(first);
  if (!(await refreshAdminSession())) {
    clearAdminSession();
    sessionEnd.goToLogin();
    return toResult(first);
  }
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

/**
 * The base query's refresh is private to it (web/src/shared/api/base-query.ts), so an upload asks
 * for a new access token itself. Refresh tokens are not rotated, so a refresh running in parallel
 * with the base query's own is harmless.
 */
async function refreshAdminSession(): Promise<boolean> {
  const refreshToken = readAdminRefreshToken();
  if (!refreshToken) return false;
  try {
    const response = await fetch('/api/admin/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    const accessToken = response.ok ? ((await response.json()) as { accessToken?: string }).accessToken : undefined;
    if (!accessToken) return false;
    storeAdminAccessToken(accessToken);
    return true;
  } catch {
    return false;
  }
}
