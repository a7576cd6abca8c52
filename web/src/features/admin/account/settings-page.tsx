import { Alert, Button, Card, Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, currencySymbol } from '@bookshop/contracts/money';
import { SHOP_CONTACT_LIMITS, isShopPhone } from '@bookshop/contracts/shop-contact';
import { COMPANY_LIMITS, companyFieldProblem, normalizeVatNumber, type CompanyIdentity } from '@bookshop/contracts/company-details';
import { countryName, EU_COUNTRY_CODES } from '@bookshop/contracts/countries';
import { languageOrDefault } from '@bookshop/contracts/languages';
import type { Settings } from '../../../shared/api/types';
import { AdminPage } from '../shared/admin-page';
import { emailRule } from '../shared/email-rule';
import { LEFT_TO_RIGHT } from '../shared/language-text';
import { showServerFieldErrors } from '../shared/server-errors';
import { useNotify } from '../shared/use-notify';
import { useGetAdminSettingsQuery, useSaveSettingsMutation } from './account-api';
import styles from './account.module.css';

/**
 * An identity field's format (contracts/company-details.ts), as the server checks it. Empty passes:
 * staff may save other settings before they have every detail, and every page warns until then.
 */
function companyRule(field: keyof CompanyIdentity, message: string) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const trimmed = (value ?? '').trim();
      const normalized =
        field === 'company_vat_number'
          ? normalizeVatNumber(trimmed)
          : field === 'company_kvk_number'
            ? trimmed.replace(/\s/g, '')
            : trimmed;
      return companyFieldProblem(field, normalized) ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/** /admin/settings: currency, admin email, free-shipping threshold, the contact details parents see and the shop's legal identity. */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
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
      company_legal_name: values.company_legal_name.trim(),
      company_trading_name: (values.company_trading_name ?? '').trim(),
      company_street: values.company_street.trim(),
      company_postcode: values.company_postcode.trim().toUpperCase(),
      company_city: values.company_city.trim(),
      company_country: values.company_country,
      company_kvk_number: values.company_kvk_number.replace(/\s/g, ''),
      company_vat_number: normalizeVatNumber(values.company_vat_number),
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
            <fieldset className={styles.fieldset}>
              <legend>{t('admin.settings.company.title')}</legend>
              <p className={styles.help}>{t('admin.settings.company.help')}</p>
              <Form.Item
                name="company_legal_name"
                label={t('admin.settings.company.legalName')}
                rules={[companyRule('company_legal_name', t('admin.settings.company.nameInvalid'))]}
              >
                <Input maxLength={COMPANY_LIMITS.name} autoComplete="organization" />
              </Form.Item>
              <Form.Item name="company_trading_name" label={t('admin.settings.company.tradingName')}>
                <Input maxLength={COMPANY_LIMITS.name} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="company_street"
                label={t('admin.settings.company.street')}
                rules={[companyRule('company_street', t('admin.settings.company.streetInvalid'))]}
              >
                <Input maxLength={COMPANY_LIMITS.street} autoComplete="street-address" />
              </Form.Item>
              <Form.Item
                name="company_postcode"
                label={t('admin.settings.company.postcode')}
                rules={[companyRule('company_postcode', t('admin.settings.company.postcodeInvalid'))]}
              >
                <Input {...LEFT_TO_RIGHT} maxLength={12} autoComplete="postal-code" />
              </Form.Item>
              <Form.Item
                name="company_city"
                label={t('admin.settings.company.city')}
                rules={[companyRule('company_city', t('admin.settings.company.cityInvalid'))]}
              >
                <Input maxLength={COMPANY_LIMITS.city} autoComplete="address-level2" />
              </Form.Item>
              <Form.Item
                name="company_country"
                label={t('admin.settings.company.country')}
                rules={[{ required: true, message: t('admin.settings.company.countryInvalid') }]}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={EU_COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) }))}
                />
              </Form.Item>
              <Form.Item
                name="company_kvk_number"
                label={t('admin.settings.company.kvkNumber')}
                rules={[companyRule('company_kvk_number', t('admin.settings.company.kvkInvalid'))]}
              >
                <Input {...LEFT_TO_RIGHT} inputMode="numeric" maxLength={12} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="company_vat_number"
                label={t('admin.settings.company.vatNumber')}
                rules={[companyRule('company_vat_number', t('admin.settings.company.vatInvalid'))]}
              >
                <Input {...LEFT_TO_RIGHT} maxLength={24} autoComplete="off" />
              </Form.Item>
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
