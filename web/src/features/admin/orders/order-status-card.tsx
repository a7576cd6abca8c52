import { Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@bookshop/contracts/order-status';
import { useNotify } from '../shared/use-notify';
import { useChangeAdminOrderStatusMutation, type AdminOrder } from './admin-orders.api';

interface StatusValues {
  status: OrderStatus;
  comment?: string;
}

/**
 * Any status may be chosen, with a comment (see docs/orders.md). Success shows no notice:
 * the badge and the history change instead. A failure does show, so it never goes unnoticed.
 */
export function OrderStatusCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<StatusValues>();
  const [changeStatus, { isLoading }] = useChangeAdminOrderStatusMutation();

  const submit = async ({ status, comment }: StatusValues) => {
    try {
      await changeStatus({ id: order.id, status, comment: comment?.trim() ?? '' }).unwrap();
      form.setFieldValue('comment', '');
    } catch (error) {
      notify.error(error, 'admin.orders.statusForm.failed');
    }
  };

  return (
    <Card title={t('admin.orders.statusForm.title')}>
      <Form<StatusValues> form={form} layout="vertical" initialValues={{ status: order.status, comment: '' }} onFinish={submit}>
        <Form.Item name="status" label={t('admin.orders.statusForm.status')}>
          <Select options={ORDER_STATUSES.map((value) => ({ value, label: t(`admin.orders.status.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('admin.orders.statusForm.comment')}
          rules={[{ max: 2000, message: t('admin.orders.commentInvalid') }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('admin.orders.statusForm.submit')}
        </Button>
      </Form>
    </Card>
  );
}
