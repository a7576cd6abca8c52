import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { ApiErrorCode } from '@bookshop/contracts/api-errors';
import type { ApiError } from '../../../shared/api/types';

/** The API's error body of a failed call, when the server sent one. */
export function apiErrorOf(error: unknown): Partial<ApiError> | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' ? (data as Partial<ApiError>) : undefined;
}

/**
 * A translation key for a failed call, so the notice is in the admin's language: the screen's key
 * for the error's code, else the server's first field key. Undefined when neither applies, and the
 * server's English message (or the screen's fallback) has to do.
 */
export function translatedErrorKey(error: unknown, codeKeys: CodeKeys = {}): string | undefined {
  const body = apiErrorOf(error);
  return keyOfCode(codeKeys, body?.code) ?? Object.values(body?.fields ?? {})[0];
}

/** A screen's translation key for each error code it words itself, e.g. `{ [API_ERRORS.usernameTaken.code]: '…' }`. */
export type CodeKeys<Key = string> = Partial<Record<ApiErrorCode, Key>>;

function keyOfCode<Key>(codeKeys: CodeKeys<Key>, code: string | undefined): Key | undefined {
  return Object.entries(codeKeys).find(([known]) => known === code)?.[1];
}

/**
 * Shows the server's per-field translation keys under the form fields of the same names (or the
 * screen's key for the error's code under its field, `codeFields`). True when something was shown:
 * the message then stands by its field, and a notice would only say it twice.
 */
export function showServerFieldErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  codeFields: CodeKeys<{ name: string; key: string }> = {},
): boolean {
  const body = apiErrorOf(error);
  const forCode = keyOfCode(codeFields, body?.code);
  const fields = forCode ? { [forCode.name]: forCode.key } : (body?.fields ?? {});
  form.setFields(Object.entries(fields).map(([name, key]) => ({ name, errors: [t(key)] })));
  return Object.keys(fields).length > 0;
}
