import { api } from '../../../shared/api/api';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

/** What the admin writes: a name, and a subject and a body in each language. */
export interface EmailTemplateInput {
  name: string;
  subject_ar: string;
  subject_en: string;
  subject_nl: string;
  body_ar: string;
  body_en: string;
  body_nl: string;
}

/** GET /api/admin/email-templates: the input plus the `{{placeholders}}` the server found in it. */
export interface EmailTemplate extends EmailTemplateInput {
  id: string;
  placeholders: string[];
  /** The shop sends it by itself: it can be edited, not deleted or renamed. */
  system: boolean;
  created_at: string;
  updated_at: string;
}

const templatesApi = api.enhanceEndpoints({ addTagTypes: ['EmailTemplates'] }).injectEndpoints({
  endpoints: (build) => ({
    getEmailTemplates: build.query<EmailTemplate[], void>({
      query: () => 'admin/email-templates',
      providesTags: ['EmailTemplates'],
      extraOptions: retryAdminReadOnce,
    }),
    saveEmailTemplate: build.mutation<EmailTemplate, { id?: string; template: EmailTemplateInput }>({
      query: ({ id, template }) =>
        id
          ? { url: `admin/email-templates/${encodeURIComponent(id)}`, method: 'PUT', body: template }
          : { url: 'admin/email-templates', method: 'POST', body: template },
      invalidatesTags: ['EmailTemplates'],
      extraOptions: neverRetryAdminWrite,
    }),
    deleteEmailTemplate: build.mutation<void, string>({
      query: (id) => ({ url: `admin/email-templates/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['EmailTemplates'],
      extraOptions: neverRetryAdminWrite,
    }),
  }),
});

export const { useGetEmailTemplatesQuery, useSaveEmailTemplateMutation, useDeleteEmailTemplateMutation } = templatesApi;
