import { useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryName } from '@bookshop/contracts/countries';
import { languageOrDefault } from '@bookshop/contracts/languages';
import type { ShippingConfig } from '../../../shared/api/types';
import { Price } from '../../../shared/ui/price';
import { AdminPage } from '../shared/admin-page';
import { LoadFailed } from '../shared/load-failed';
import { useNotify } from '../shared/use-notify';
import { useWideScreen } from '../shared/use-wide-screen';
import { DefaultShippingForm } from './default-shipping-form';
import { useDeleteShippingConfigMutation, useGetAdminShippingQuery } from './shipping-api';
import { ShippingConfigForm } from './shipping-config-form';

/** Whether the form is open, and for which config (none: adding). */
type FormState = { open: false } | { open: true; config?: ShippingConfig };

/** /admin/shipping-configs: the default for EU countries, then shipping cost and free-shipping threshold per country. */
export function ShippingConfigsPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  // In the admin's language, whatever language the stored name was written in.
  const nameOf = (config: ShippingConfig) => countryName(config.country_code, language);
  const notify = useNotify();
  const { data, isFetching, isError, refetch } = useGetAdminShippingQuery();
  const [deleteConfig] = useDeleteShippingConfigMutation();
  const [formState, setFormState] = useState<FormState>({ open: false });
  // On a phone the country code goes and the actions are icons, so the table fits without scrolling.
  const wide = useWideScreen();
  const configs = data ?? [];

  const remove = async (config: ShippingConfig) => {
    try {
      await deleteConfig(config.id).unwrap();
      notify.success(t('admin.shipping.deleted'));
    } catch (error) {
      notify.error(error, 'admin.shipping.deleteFailed');
    }
  };

  const columns: TableProps<ShippingConfig>['columns'] = [
    { title: t('admin.shipping.country'), key: 'country', render: (_, config) => nameOf(config) },
    { title: t('admin.shipping.countryCode'), dataIndex: 'country_code', hidden: !wide },
    { title: t('admin.shipping.costColumn'), dataIndex: 'shipping_cost', render: (cost: number) => <Price amount={cost} /> },
    {
      title: t('admin.shipping.thresholdColumn'),
      dataIndex: 'shipping_threshold',
      // A threshold of 0 means no free shipping.
      render: (threshold: number) => (threshold > 0 ? <Price amount={threshold} /> : t('admin.shipping.noFreeShipping')),
    },
    {
      title: t('admin.shipping.deliveryColumn'),
      key: 'delivery',
      render: (_, config) => t('admin.shipping.deliveryRange', { min: config.delivery_days_min, max: config.delivery_days_max }),
    },
    {
      title: t('admin.shipping.actions'),
      key: 'actions',
      render: (_, config) => (
        <Space wrap={wide}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('admin.shipping.editNamed', { name: nameOf(config) })}
            onClick={() => setFormState({ open: true, config })}
          >
            {wide && t('admin.shipping.edit')}
          </Button>
          <Popconfirm
            title={t('admin.shipping.deleteConfirm', { name: nameOf(config) })}
            okText={t('admin.shipping.yes')}
            cancelText={t('admin.shipping.no')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(config)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('admin.shipping.deleteNamed', { name: nameOf(config) })}>
              {wide && t('admin.shipping.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('admin.shipping.title')}
      actions={
        // Until the list is in, the form could not keep out the countries already configured.
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ open: true })} disabled={!data}>
          {t('admin.shipping.add')}
        </Button>
      }
    >
      <DefaultShippingForm />
      {isError && !data ? (
        <LoadFailed message={t('admin.shipping.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <Table<ShippingConfig>
          rowKey="id"
          columns={columns}
          dataSource={configs}
          loading={isFetching}
          pagination={false}
          size={wide ? 'middle' : 'small'}
          // Narrow: the cells wrap to fit the screen instead of scrolling sideways.
          scroll={wide ? { x: 'max-content' } : undefined}
          locale={{ emptyText: t('admin.shipping.empty') }}
        />
      )}
      {formState.open && <ShippingConfigForm config={formState.config} configs={configs} onClose={() => setFormState({ open: false })} />}
    </AdminPage>
  );
}
