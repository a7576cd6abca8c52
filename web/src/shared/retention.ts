import { DEFAULT_RETENTION, type RetentionPeriods } from '@bookshop/contracts/privacy';
import { useSettings } from './api/api';

/**
 * How long the shop keeps personal details, as staff set it (the settings), for the privacy
 * policy's text to name; the defaults stand in while the settings load.
 */
export function useRetentionPeriods(): RetentionPeriods {
  const { data: settings } = useSettings();
  return {
    retention_unpaid_orders_months: settings?.retention_unpaid_orders_months ?? DEFAULT_RETENTION.retention_unpaid_orders_months,
    retention_contact_messages_months: settings?.retention_contact_messages_months ?? DEFAULT_RETENTION.retention_contact_messages_months,
    retention_mail_files_months: settings?.retention_mail_files_months ?? DEFAULT_RETENTION.retention_mail_files_months,
    retention_tax_records_years: settings?.retention_tax_records_years ?? DEFAULT_RETENTION.retention_tax_records_years,
  };
}
