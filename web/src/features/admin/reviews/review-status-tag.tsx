import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from './reviews-api';

const COLORS: Record<ReviewStatus, string> = { pending: 'warning', approved: 'success', denied: 'error' };

export function ReviewStatusTag({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`admin.reviews.status.${status}`)}</Tag>;
}
