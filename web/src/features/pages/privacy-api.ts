import { api } from '../../shared/api/api';
import type { ApiSchema } from '../../shared/api/types';

export type PrivacyCopy = ApiSchema<'PersonalDataExportView'>;

/** A parent's own requests from the privacy page (docs/privacy.md). Writes are never retried. */
const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPrivacyCopy: build.mutation<{ status: 'received' }, { email: string; order_number: string; language: string }>({
      query: (body) => ({ url: 'privacy/requests', method: 'POST', body }),
    }),
    downloadPrivacyCopy: build.mutation<PrivacyCopy, string>({
      query: (token) => ({ url: 'privacy/download', method: 'POST', body: { token } }),
    }),
  }),
});

export const { useRequestPrivacyCopyMutation, useDownloadPrivacyCopyMutation } = privacyApi;
