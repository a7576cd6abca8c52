import type { Language } from '@bookshop/contracts/languages';
import type { LegalTextKind } from '@bookshop/contracts/legal-texts';
import { api } from '../../../shared/api/api';
import type { ApiSchema, LegalText } from '../../../shared/api/types';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

/** One published version with the Markdown of the three languages. */
export type LegalTextVersion = ApiSchema<'LegalTextVersionView'>;
export type LegalTextInput = ApiSchema<'PublishLegalTextDto'>;

const legalTextsApi = api.enhanceEndpoints({ addTagTypes: ['LegalTexts'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every version of a text, newest (the one in force) first. */
    getLegalTextVersions: build.query<LegalTextVersion[], LegalTextKind>({
      query: (kind) => `admin/legal-texts/${kind}/versions`,
      providesTags: (_result, _error, kind) => [{ type: 'LegalTexts', id: kind }],
      extraOptions: retryAdminReadOnce,
    }),
    publishLegalText: build.mutation<LegalTextVersion, { kind: LegalTextKind; text: LegalTextInput }>({
      query: ({ kind, text }) => ({ url: `admin/legal-texts/${kind}`, method: 'POST', body: text }),
      invalidatesTags: (_result, _error, { kind }) => [{ type: 'LegalTexts', id: kind }],
      extraOptions: neverRetryAdminWrite,
    }),
    /** A version as the storefront shows it: the server's HTML, details filled in. */
    getRenderedLegalText: build.query<LegalText, { id: string; language: Language }>({
      query: ({ id, language }) => ({ url: `legal-texts/versions/${encodeURIComponent(id)}`, params: { lang: language } }),
      extraOptions: retryAdminReadOnce,
    }),
  }),
});

export const { useGetLegalTextVersionsQuery, usePublishLegalTextMutation, useGetRenderedLegalTextQuery } = legalTextsApi;
