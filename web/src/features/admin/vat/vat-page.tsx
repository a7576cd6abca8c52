import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Form, InputNumber, Progress, Select, Space, Table, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { countryName, EU_COUNTRY_CODES } from '@bookshop/contracts/countries';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { centsToAmount } from '@bookshop/contracts/money';
import { formatVatRate, OSS_THRESHOLD_CENTS, quarterOf } from '@bookshop/contracts/vat';
import { Price } from '../../../shared/ui/price';
import { AdminPage } from '../shared/admin-page';
import { LoadFailed } from '../shared/load-failed';
import { saveCsv } from '../shared/save-file';
import { useNotify } from '../shared/use-notify';
import { useWideScreen } from '../shared/use-wide-screen';
import {
  useAddVatRateMutation,
  useExportVatReportMutation,
  useGetVatRatesQuery,
  useGetVatReportQuery,
  useGetVatThresholdQuery,
  useRegisterForOssMutation,
  type VatRate,
  type VatReportLine,
} from './vat-api';
import styles from './vat.module.css';

/** /admin/vat: the rates per country, the One-Stop-Shop registration and threshold, and the quarterly report (docs/vat.md). */
export function VatPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.vat.title')}>
      <div className={styles.stack}>
        <ThresholdCard />
        <ReportCard />
        <RatesCard />
      </div>
    </AdminPage>
  );
}

function ThresholdCard() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data, isError, refetch } = useGetVatThresholdQuery();
  const [register, { isLoading }] = useRegisterForOssMutation();
  const [since, setSince] = useState<string | null | undefined>(undefined);
  if (isError && !data) return <LoadFailed message={t('admin.vat.loadFailed')} onRetry={() => void refetch()} />;
  if (!data) return <Card loading title={t('admin.vat.threshold.title')} />;
  const chosen = since === undefined ? data.oss_registered_since : since;
  const share = Math.min(100, Math.round((data.this_year_net_cents / OSS_THRESHOLD_CENTS) * 100));

  const save = async () => {
    try {
      await register(chosen ?? null).unwrap();
      notify.success(t('admin.vat.oss.saved'));
    } catch (error) {
      notify.error(error, 'admin.vat.oss.failed');
    }
  };

  return (
    <Card title={t('admin.vat.threshold.title')}>
      <p>
        {t('admin.vat.threshold.figure', { year: data.year })} <Price amount={centsToAmount(data.this_year_net_cents)} /> /{' '}
        <Price amount={centsToAmount(data.threshold_cents)} />
      </p>
      <Progress percent={share} status={data.warning ? 'exception' : 'normal'} aria-label={t('admin.vat.threshold.progress')} />
      {data.warning && <Alert type="warning" showIcon title={t('admin.vat.threshold.warning')} />}
      <Form layout="vertical" className={styles.ossForm} onFinish={save}>
        <Form.Item label={t('admin.vat.oss.label')} extra={t('admin.vat.oss.help', { country: data.home_country })}>
          <DatePicker
            value={chosen ? dayjs(chosen) : null}
            onChange={(day) => setSince(day ? day.format('YYYY-MM-DD') : null)}
            aria-label={t('admin.vat.oss.label')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('admin.vat.oss.save')}
        </Button>
      </Form>
    </Card>
  );
}

function ReportCard() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const notify = useNotify();
  const wide = useWideScreen();
  const today = dayjs().format('YYYY-MM-DD');
  const [quarter, setQuarter] = useState({ year: Number(today.slice(0, 4)), quarter: quarterOf(today) as number });
  const { data, isFetching, isError, refetch } = useGetVatReportQuery(quarter);
  const [exportCsv, { isLoading: exporting }] = useExportVatReportMutation();
  const years = Array.from({ length: 5 }, (_, i) => Number(today.slice(0, 4)) - i);

  const download = async () => {
    try {
      saveCsv(await exportCsv(quarter).unwrap(), `vat-${quarter.year}-Q${quarter.quarter}.csv`);
    } catch (error) {
      notify.error(error, 'admin.vat.report.exportFailed');
    }
  };

  const amount = (cents: number) => <Price amount={centsToAmount(cents)} />;
  const columns: TableProps<VatReportLine>['columns'] = [
    { title: t('admin.vat.report.return'), key: 'return', render: (_, line) => t(`admin.vat.report.scheme.${line.scheme}`) },
    { title: t('admin.vat.country'), key: 'country', render: (_, line) => countryName(line.country_code, language) },
    { title: t('admin.vat.rate'), key: 'rate', render: (_, line) => `${formatVatRate(line.rate)}%` },
    { title: t('admin.vat.report.net'), key: 'net', render: (_, line) => amount(line.net_cents) },
    { title: t('admin.vat.report.vat'), key: 'vat', render: (_, line) => amount(line.vat_cents) },
    { title: t('admin.vat.report.refunds'), key: 'refunds', hidden: !wide, render: (_, line) => amount(line.refunds_vat_cents) },
  ];

  return (
    <Card
      title={t('admin.vat.report.title')}
      extra={
        <Button onClick={download} loading={exporting}>
          {t('admin.vat.report.download')}
        </Button>
      }
    >
      <Space wrap className={styles.quarterPicker}>
        <Select
          aria-label={t('admin.vat.report.year')}
          value={quarter.year}
          options={years.map((year) => ({ value: year, label: String(year) }))}
          onChange={(year) => setQuarter((current) => ({ ...current, year }))}
        />
        <Select
          aria-label={t('admin.vat.report.quarter')}
          value={quarter.quarter}
          options={[1, 2, 3, 4].map((value) => ({ value, label: t('admin.vat.report.quarterName', { quarter: value }) }))}
          onChange={(value) => setQuarter((current) => ({ ...current, quarter: value }))}
        />
      </Space>
      {data && data.currency !== 'EUR' && (
        <Alert type="warning" showIcon title={t('admin.vat.report.notEuro', { currency: data.currency })} />
      )}
      {isError && !data ? (
        <LoadFailed message={t('admin.vat.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <Table<VatReportLine>
          rowKey={(line) => `${line.scheme}-${line.country_code}-${line.rate}`}
          columns={columns}
          dataSource={data?.lines ?? []}
          loading={isFetching}
          pagination={false}
          size={wide ? 'middle' : 'small'}
          locale={{ emptyText: t('admin.vat.report.empty') }}
        />
      )}
    </Card>
  );
}

function RatesCard() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const notify = useNotify();
  const wide = useWideScreen();
  const { data, isFetching, isError, refetch } = useGetVatRatesQuery();
  const [addRate, { isLoading }] = useAddVatRateMutation();
  const [form] = Form.useForm<{ country_code: string; percent: number; starts_on: dayjs.Dayjs }>();

  const add = async (values: { country_code: string; percent: number; starts_on: dayjs.Dayjs }) => {
    try {
      await addRate({
        country_code: values.country_code,
        rate: Math.round(values.percent * 100),
        starts_on: values.starts_on.format('YYYY-MM-DD'),
      }).unwrap();
      notify.success(t('admin.vat.rates.added'));
      form.resetFields();
    } catch (error) {
      notify.error(error, 'admin.vat.rates.failed');
    }
  };

  const columns: TableProps<VatRate>['columns'] = [
    { title: t('admin.vat.country'), key: 'country', render: (_, rate) => countryName(rate.country_code, language) },
    { title: t('admin.vat.rate'), key: 'rate', render: (_, rate) => `${formatVatRate(rate.rate)}%` },
    { title: t('admin.vat.rates.startsOn'), dataIndex: 'starts_on' },
  ];

  return (
    <Card title={t('admin.vat.rates.title')}>
      <p>{t('admin.vat.rates.help')}</p>
      <Form form={form} layout={wide ? 'inline' : 'vertical'} onFinish={add} className={styles.rateForm}>
        <Form.Item name="country_code" label={t('admin.vat.country')} rules={[{ required: true, message: t('admin.vat.countryInvalid') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            className={styles.countrySelect}
            options={EU_COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) }))}
          />
        </Form.Item>
        <Form.Item name="percent" label={t('admin.vat.ratePercent')} rules={[{ required: true, message: t('admin.vat.rateInvalid') }]}>
          <InputNumber min={0} max={30} step={0.5} precision={2} />
        </Form.Item>
        <Form.Item
          name="starts_on"
          label={t('admin.vat.rates.startsOn')}
          rules={[{ required: true, message: t('admin.vat.startsOnInvalid') }]}
        >
          <DatePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('admin.vat.rates.add')}
        </Button>
      </Form>
      {isError && !data ? (
        <LoadFailed message={t('admin.vat.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <Table<VatRate>
          rowKey={(rate) => `${rate.country_code}-${rate.starts_on}`}
          columns={columns}
          dataSource={data ?? []}
          loading={isFetching}
          pagination={false}
          size="small"
        />
      )}
    </Card>
  );
}
