import { api } from '../../../shared/api/api';
import type { ApiSchema } from '../../../shared/api/types';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';
import { saveFile } from '../shared/save-file';

/** POST /api/admin/privacy/lookup: everything the shop holds about one email address (docs/privacy.md). */
export type PersonalData = ApiSchema<'PersonalDataView'>;
export type PersonalDataExport = ApiSchema<'PersonalDataExportView'>;
export type ErasureOutcome = ApiSchema<'ErasureOutcomeView'>;
export type PrivacyRequests = ApiSchema<'PrivacyRequestsView'>;
export type PrivacyRequest = ApiSchema<'PrivacyRequestView'>;

// The address goes in a POST body, never the address line, so no log records it.
const privacyApi = api.enhanceEndpoints({ addTagTypes: ['PrivacyRequests'] }).injectEndpoints({
  endpoints: (build) => ({
    lookUpPersonalData: build.mutation<PersonalData, string>({
      query: (email) => ({ url: 'admin/privacy/lookup', method: 'POST', body: { email } }),
      extraOptions: neverRetryAdminWrite,
    }),
    exportPersonalData: build.mutation<PersonalDataExport, string>({
      query: (email) => ({ url: 'admin/privacy/export', method: 'POST', body: { email } }),
      invalidatesTags: ['PrivacyRequests'],
      extraOptions: neverRetryAdminWrite,
    }),
    erasePersonalData: build.mutation<ErasureOutcome, { email: string; confirm_email: string }>({
      query: (body) => ({ url: 'admin/privacy/erase', method: 'POST', body }),
      invalidatesTags: ['PrivacyRequests'],
      extraOptions: neverRetryAdminWrite,
    }),
    getPrivacyRequests: build.query<PrivacyRequests, void>({
      query: () => 'admin/privacy/requests',
      providesTags: ['PrivacyRequests'],
      extraOptions: retryAdminReadOnce,
    }),
  }),
});

export const { useLookUpPersonalDataMutation, useExportPersonalDataMutation, useErasePersonalDataMutation, useGetPrivacyRequestsQuery } =
  privacyApi;

/** Saves a copy as a JSON file, indented so a person can read it too. */
export function saveAsJsonFile(copy: PersonalDataExport): void {
  saveFile(new Blob([JSON.stringify(copy, null, 2)], { type: 'application/json' }), `personal-data-${copy.generated_at.slice(0, 10)}.json`);
}
