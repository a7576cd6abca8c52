import { Alert, Button, Card, Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, currencySymbol } from '@bookshop/contracts/money';
import { RETENTION_BOUNDS, RETENTION_FIELDS } from '@bookshop/contracts/privacy';
import { SHOP_CONTACT_LIMITS, isShopPhone } from '@bookshop/contracts/shop-contact';
import type { Settings } from '../../../shared/api/types';
import { AdminPage } from '../shared/admin-page';
import { emailRule } from '../shared/email-rule';
import { LEFT_TO_RIGHT } from '../shared/language-text';
import { showServerFieldErrors } from '../shared/server-errors';
import { useNotify } from '../shared/use-notify';
import { useGetAdminSettingsQuery, useSaveSettingsMutation } from './account-api';
import styles from './account.module.css';

/** /admin/settings: currency, admin email, free-shipping threshold, the contact details parents see, and how long personal details are kept. */
export function SettingsPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Settings>();
  const currency = Form.useWatch('currency', form);
  const { data: settings, isLoading, isError, refetch } = useGetAdminSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [saveSettings, { isLoading: isSaving }] = useSaveSettingsMutation();
  const notify = useNotify();

  async function save(values: Settings) {
    const result = await saveSettings({
      ...values,
      admin_email: values.admin_email.trim(),
      contact_phone: values.contact_phone.trim(),
      contact_email: values.contact_email.trim(),
      contact_city: values.contact_city.trim(),
    });
    if ('error' in result) {
      showServerFieldErrors(form, result.error, t);
      notify.error(undefined, 'admin.settings.saveFailed');
      return;
    }
    notify.success(t('admin.settings.saved'));
  }

  return (
    <AdminPage title={t('admin.settings.title')} narrow>
      <Card>
        {isLoading && <Skeleton active />}
        {isError && (
          <Alert
            className={styles.alert}
            type="error"
            showIcon
            title={t('admin.settings.loadError')}
            action={<Button onClick={refetch}>{t('common.retry')}</Button>}
          />
        )}
        {/* Mounted once the row is in, so the fields start from it. */}
        {settings && (
          <Form form={form} layout="vertical" onFinish={save} disabled={isSaving} initialValues={settings}>
            <Form.Item
              name="currency"
              label={t('admin.settings.currency')}
              extra={<span className={styles.help}>{t('admin.settings.currencyHelp')}</span>}
              rules={[{ required: true, message: t('admin.settings.currencyInvalid') }]}
            >
              <Select options={CURRENCIES.map((code) => ({ value: code, label: t(`admin.settings.currencies.${code}`) }))} />
            </Form.Item>
            <Form.Item
              name="admin_email"
              label={t('admin.settings.adminEmail')}
              extra={<span className={styles.help}>{t('admin.settings.adminEmailHelp')}</span>}
              rules={[
                { required: true, whitespace: true, message: t('admin.settings.emailRequired') },
                emailRule(t('admin.settings.emailInvalid')),
              ]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item
              name="free_shipping_threshold"
              label={t('admin.settings.freeShippingThreshold')}
              extra={<span className={styles.help}>{t('admin.settings.freeShippingThresholdHelp')}</span>}
              rules={[
                { required: true, message: t('admin.settings.thresholdInvalid') },
                { type: 'number', min: 0, message: t('admin.settings.thresholdInvalid') },
              ]}
            >
              <InputNumber
                className={styles.number}
                min={0}
                step={0.01}
                precision={2}
                prefix={currencySymbol(currency ?? settings.currency)}
              />
            </Form.Item>
            <fieldset className={styles.fieldset}>
              <legend>{t('admin.settings.contactTitle')}</legend>
              <p className={styles.help}>{t('admin.settings.contactHelp')}</p>
              <Form.Item
                name="contact_phone"
                label={t('admin.settings.contactPhone')}
                rules={[
                  {
                    validator: (_, value: string | undefined) =>
                      value && isShopPhone(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('admin.settings.phoneInvalid'))),
                  },
                ]}
              >
                <Input {...LEFT_TO_RIGHT} type="tel" autoComplete="off" maxLength={SHOP_CONTACT_LIMITS.phone} />
              </Form.Item>
              <Form.Item
                name="contact_email"
                label={t('admin.settings.contactEmail')}
                rules={[
                  { required: true, whitespace: true, message: t('admin.settings.emailRequired') },
                  emailRule(t('admin.settings.emailInvalid')),
                ]}
              >
                <Input {...LEFT_TO_RIGHT} type="email" autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="contact_city"
                label={t('admin.settings.contactCity')}
                rules={[{ required: true, whitespace: true, message: t('admin.settings.cityInvalid') }]}
              >
                <Input maxLength={SHOP_CONTACT_LIMITS.city} />
              </Form.Item>
            </fieldset>
            {/* The privacy policy shows these; the retention job keeps to them. */}
            <fieldset className={styles.fieldset}>
              <legend>{t('admin.settings.retentionTitle')}</legend>
              <p className={styles.help}>{t('admin.settings.retentionHelp')}</p>
              {RETENTION_FIELDS.map((field) => (
                <Form.Item
                  key={field}
                  name={field}
                  label={t(`admin.settings.retention.${field}`)}
                  rules={[
                    {
                      required: true,
                      type: 'integer',
                      min: RETENTION_BOUNDS[field].min,
                      max: RETENTION_BOUNDS[field].max,
                      message: t('admin.settings.retentionInvalid'),
                    },
                  ]}
                >
                  <InputNumber
                    className={styles.number}
                    min={RETENTION_BOUNDS[field].min}
                    max={RETENTION_BOUNDS[field].max}
                    precision={0}
                  />
                </Form.Item>
              ))}
            </fieldset>
            <Button type="primary" htmlType="submit" loading={isSaving}>
              {t('admin.settings.save')}
            </Button>
          </Form>
        )}
      </Card>
    </AdminPage>
  );
}
