import { api } from '../../../shared/api/api';
import type { ApiSchema } from '../../../shared/api/types';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

export type VatRate = ApiSchema<'VatRateView'>;
export type VatThreshold = ApiSchema<'VatThresholdView'>;
export type VatReport = ApiSchema<'VatReportView'>;
export type VatReportLine = ApiSchema<'VatReportLineView'>;

const vatApi = api.enhanceEndpoints({ addTagTypes: ['AdminVatRates', 'AdminVatThreshold'] }).injectEndpoints({
  endpoints: (build) => ({
    getVatRates: build.query<VatRate[], void>({
      query: () => 'admin/vat/rates',
      providesTags: ['AdminVatRates'],
      extraOptions: retryAdminReadOnce,
    }),
    addVatRate: build.mutation<VatRate[], ApiSchema<'VatRateDto'>>({
      query: (body) => ({ url: 'admin/vat/rates', method: 'POST', body }),
      invalidatesTags: ['AdminVatRates'],
      extraOptions: neverRetryAdminWrite,
    }),
    getVatThreshold: build.query<VatThreshold, void>({
      query: () => 'admin/vat/threshold',
      providesTags: ['AdminVatThreshold'],
      extraOptions: retryAdminReadOnce,
    }),
    registerForOss: build.mutation<ApiSchema<'VatSettingsView'>, string | null>({
      query: (since) => ({ url: 'admin/vat/oss', method: 'PUT', body: { oss_registered_since: since } }),
      invalidatesTags: ['AdminVatThreshold'],
      extraOptions: neverRetryAdminWrite,
    }),
    getVatReport: build.query<VatReport, { year: number; quarter: number }>({
      query: (quarter) => ({ url: 'admin/vat/report', params: quarter }),
      extraOptions: retryAdminReadOnce,
    }),
    /** The report as CSV text (the byte-order mark is written again by saveCsv). */
    exportVatReport: build.mutation<string, { year: number; quarter: number }>({
      query: (quarter) => ({
        url: 'admin/vat/report.csv',
        params: quarter,
        responseHandler: (response) => (response.ok ? response.text() : response.json()),
      }),
      extraOptions: neverRetryAdminWrite,
    }),
  }),
});

export const {
  useGetVatRatesQuery,
  useAddVatRateMutation,
  useGetVatThresholdQuery,
  useRegisterForOssMutation,
  useGetVatReportQuery,
  useExportVatReportMutation,
} = vatApi;
