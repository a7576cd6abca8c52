import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../shared/use-notify';
import { useModerateReviewMutation, type AdminReview } from './reviews-api';

/**
 * A pending review can be approved or denied, a denied one only approved,
 * an approved one only denied.
 */
export function ReviewActions({ review }: { review: AdminReview }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [moderate, { isLoading, originalArgs }] = useModerateReviewMutation();
  const busy = isLoading && originalArgs?.id === review.id;

  const decide = async (decision: 'approve' | 'deny') => {
    try {
      await moderate({ id: review.id, decision }).unwrap();
      notify.success(t(decision === 'approve' ? 'admin.reviews.approved' : 'admin.reviews.denied'));
    } catch {
      // These two messages of our own, not the server's.
      notify.error(undefined, decision === 'approve' ? 'admin.reviews.approveFailed' : 'admin.reviews.denyFailed');
    }
  };

  return (
    <Space wrap>
      {review.status !== 'approved' && (
        <Button
          type="primary"
          size="small"
          icon={<CheckOutlined />}
          disabled={busy}
          onClick={() => decide('approve')}
          aria-label={t('admin.reviews.approveReviewBy', { name: review.name })}
        >
          {t('admin.reviews.approve')}
        </Button>
      )}
      {review.status !== 'denied' && (
        <Button
          danger
          size="small"
          icon={<CloseOutlined />}
          disabled={busy}
          onClick={() => decide('deny')}
          aria-label={t('admin.reviews.denyReviewBy', { name: review.name })}
        >
          {t('admin.reviews.deny')}
        </Button>
      )}
    </Space>
  );
}
