import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveObjectUrl } from '../shared/save-file';
import { useNotify } from '../shared/use-notify';
import { useDownloadAdminReceiptMutation, type AdminOrder } from './admin-orders.api';

/** The paid order's receipt (docs/vat.md) as a PDF, in the admin's language: the file the parent got. */
export function OrderReceiptButton({ order, receiptNumber }: { order: AdminOrder; receiptNumber: string }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [download, { isLoading }] = useDownloadAdminReceiptMutation();

  const save = async () => {
    try {
      saveObjectUrl(await download({ id: order.id, language: i18n.language }).unwrap(), `receipt-${receiptNumber}.pdf`);
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
