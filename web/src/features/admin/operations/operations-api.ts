import { api } from '../../../shared/api/api';
import type { operations } from '../../../shared/api/openapi.gen';
import type { ApiSchema } from '../../../shared/api/types';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

/** GET /api/admin/mailbox: one mail written to DATA_DIR/mail (see docs/emails.md). */
export type MailSummary = ApiSchema<'MailSummaryView'>;
export type StoredMail = ApiSchema<'StoredMailView'>;
export type UndeliveredEvent = ApiSchema<'UndeliveredEventView'>;
export type FailedJob = ApiSchema<'FailedJobView'>;
/** GET /api/admin/jobs: background work that is waiting or failed. */
export type JobsOverview = ApiSchema<'JobsOverviewView'>;
export type RetryKind = operations['JobsController_retry']['parameters']['path']['kind'];

const operationsApi = api.enhanceEndpoints({ addTagTypes: ['Mailbox', 'Jobs'] }).injectEndpoints({
  endpoints: (build) => ({
    getMailbox: build.query<MailSummary[], void>({
      query: () => 'admin/mailbox',
      providesTags: ['Mailbox'],
      extraOptions: retryAdminReadOnce,
    }),
    getMail: build.query<StoredMail, string>({
      query: (id) => `admin/mailbox/${encodeURIComponent(id)}`,
      extraOptions: retryAdminReadOnce,
    }),
    getJobs: build.query<JobsOverview, void>({ query: () => 'admin/jobs', providesTags: ['Jobs'], extraOptions: retryAdminReadOnce }),
    retryJob: build.mutation<void, { kind: RetryKind; id: string }>({
      query: ({ kind, id }) => ({ url: `admin/jobs/${kind}/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: ['Jobs'],
      extraOptions: neverRetryAdminWrite,
    }),
  }),
});

export const { useGetMailboxQuery, useGetMailQuery, useGetJobsQuery, useRetryJobMutation } = operationsApi;
