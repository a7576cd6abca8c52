import { useState } from 'react';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag, Tooltip, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { formatAdminDateTime } from '../shared/admin-date';
import { AdminPage } from '../shared/admin-page';
import { LoadFailed } from '../shared/load-failed';
import { useNotify } from '../shared/use-notify';
import { useWideScreen } from '../shared/use-wide-screen';
import { TemplateFormModal } from './template-form-modal';
import { templateDisplayName } from './template-names';
import { TemplatePreviewModal } from './template-preview-modal';
import { useDeleteEmailTemplateMutation, useGetEmailTemplatesQuery, type EmailTemplate } from './templates-api';

/** Which modal is open: the form (for a new template or an existing one) or the read-only view. */
type Dialog = { kind: 'form'; template?: EmailTemplate } | { kind: 'view'; template: EmailTemplate } | null;

/** /admin/email-templates: the mails' texts in three languages. */
export function EmailTemplatesPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const notify = useNotify();
  const { data, isFetching, isError, refetch } = useGetEmailTemplatesQuery();
  const [deleteTemplate] = useDeleteEmailTemplateMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  // On a phone the table keeps the name and the actions (as icons), so it fits without scrolling; "view" shows the rest.
  const wide = useWideScreen();

  const displayName = (template: EmailTemplate) => templateDisplayName(template.name, t);

  const remove = async (template: EmailTemplate) => {
    try {
      await deleteTemplate(template.id).unwrap();
      notify.success(t('admin.templates.deleted'));
    } catch (error) {
      notify.error(error, 'admin.templates.deleteFailed');
    }
  };

  const columns: TableProps<EmailTemplate>['columns'] = [
    {
      title: t('admin.templates.name'),
      key: 'name',
      render: (_, template) =>
        template.system ? (
          <Space orientation="vertical" size={0}>
            <span>{templateDisplayName(template.name, t)}</span>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {t('admin.templates.system')}
            </Tag>
          </Space>
        ) : (
          <span dir="ltr">{template.name}</span>
        ),
    },
    // The subject in the admin's own language: enough to tell templates apart.
    {
      title: t('admin.templates.subject'),
      key: 'subject',
      hidden: !wide,
      render: (_, template) => <span dir="auto">{template[`subject_${language}`]}</span>,
    },
    {
      title: t('admin.templates.placeholders'),
      dataIndex: 'placeholders',
      hidden: !wide,
      // The tags wrap within it, so the actions stay in view instead of scrolling off.
      width: 260,
      render: (placeholders: string[]) =>
        placeholders.length === 0 ? (
          t('admin.templates.noPlaceholders')
        ) : (
          <Space size={4} wrap>
            {placeholders.map((name) => (
              <Tag key={name} style={{ marginInlineEnd: 0 }}>
                <span dir="ltr">{name}</span>
              </Tag>
            ))}
          </Space>
        ),
    },
    {
      title: t('admin.templates.createdAt'),
      dataIndex: 'created_at',
      hidden: !wide,
      render: (date: string) => formatAdminDateTime(date, language),
    },
    {
      title: t('admin.templates.actions'),
      key: 'actions',
      render: (_, template) => (
        <Space wrap={wide}>
          <Button
            size="small"
            icon={<EyeOutlined />}
            aria-label={t('admin.templates.viewNamed', { name: displayName(template) })}
            onClick={() => setDialog({ kind: 'view', template })}
          >
            {wide && t('admin.templates.view')}
          </Button>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('admin.templates.editNamed', { name: displayName(template) })}
            onClick={() => setDialog({ kind: 'form', template })}
          >
            {wide && t('admin.templates.edit')}
          </Button>
          {template.system ? (
            // The shop sends it by itself: deleting it would stop those emails, so the button is off and says why
            // (an icon only, so the row's actions stay in view).
            <Tooltip title={t('admin.templates.protected')}>
              <Button
                size="small"
                danger
                disabled
                icon={<DeleteOutlined />}
                aria-label={`${t('admin.templates.deleteNamed', { name: displayName(template) })}: ${t('admin.templates.protected')}`}
              />
            </Tooltip>
          ) : (
            <Popconfirm
              title={t('admin.templates.deleteConfirm', { name: displayName(template) })}
              okText={t('admin.templates.yes')}
              cancelText={t('admin.templates.no')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(template)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('admin.templates.deleteNamed', { name: displayName(template) })}
              >
                {wide && t('admin.templates.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('admin.templates.title')}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'form' })}>
          {t('admin.templates.add')}
        </Button>
      }
    >
      {isError && !data ? (
        <LoadFailed message={t('admin.templates.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <Table<EmailTemplate>
          rowKey="id"
          columns={columns}
          dataSource={data ?? []}
          loading={isFetching}
          pagination={false}
          size={wide ? 'middle' : 'small'}
          // Narrow: the cells wrap to fit the screen instead of scrolling sideways.
          scroll={wide ? { x: 'max-content' } : undefined}
          locale={{ emptyText: t('admin.templates.empty') }}
        />
      )}
      {dialog?.kind === 'form' && <TemplateFormModal template={dialog.template} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'view' && <TemplatePreviewModal template={dialog.template} onClose={() => setDialog(null)} />}
    </AdminPage>
  );
}
