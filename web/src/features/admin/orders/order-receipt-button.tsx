import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../shared/use-notify';
import { useDownloadAdminReceiptMutation, type AdminOrder } from './admin-orders.api';

/** The paid order's receipt (docs/vat.md) as a PDF, in the admin's language: the file the parent got. */
export function OrderReceiptButton({ order, receiptNumber }: { order: AdminOrder; receiptNumber: string }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [download, { isLoading }] = useDownloadAdminReceiptMutation();

  const save = async () => {
    try {
      const url = await download({ id: order.id, language: i18n.language }).unwrap();
      const link = document.createElement('a');
      link.href = url;
      link.download = `receipt-${receiptNumber}.pdf`;
      link.click();
      // Revoked on the next turn: the click has started the download by then.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      notify.error(error, 'admin.orders.detail.receiptFailed');
    }
  };

  return (
    <Button size="small" icon={<DownloadOutlined aria-hidden />} loading={isLoading} onClick={() => void save()}>
      {t('admin.orders.detail.receiptDownload', { number: receiptNumber })}
    </Button>
  );
}
