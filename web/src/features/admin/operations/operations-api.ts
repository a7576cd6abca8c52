import { api } from '../../../shared/api/api';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

/** GET /api/admin/mailbox: one mail written to DATA_DIR/mail (see docs/emails.md). */
export interface MailSummary {
  id: string;
  to: string;
  subject: string;
  date: string;
}

export interface StoredMail extends MailSummary {
  from: string;
  html: string;
  text: string;
}

export interface UndeliveredEvent {
  id: string;
  name: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  /** When it was handed to the queue; its handlers have not all run yet. Null: not handed on yet. */
  handed_on_at: string | null;
  created_at: string;
}

export interface FailedJob {
  id: string;
  handler: string;
  event: string;
  event_id: string;
  failed_reason: string | null;
  attempts: number;
  failed_at: string | null;
}

/** GET /api/admin/jobs: background work that is waiting or failed. */
export interface JobsOverview {
  mode: string;
  undelivered_events: UndeliveredEvent[];
  /** BullMQ's job counts; null when events run in-process or the queue could not be read. */
  counts: Record<string, number> | null;
  failed_jobs: FailedJob[];
  queue_error?: string;
}

export type RetryKind = 'job' | 'event';

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
