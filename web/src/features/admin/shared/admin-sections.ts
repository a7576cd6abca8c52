import type { ComponentType } from 'react';
import {
  BookOutlined,
  CarOutlined,
  FileTextOutlined,
  InboxOutlined,
  LockOutlined,
  MailOutlined,
  SafetyOutlined,
  RollbackOutlined,
  PercentageOutlined,
  SettingOutlined,
  ShoppingOutlined,
  StarOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';

/**
 * Every back-office screen, in the menu's order, then the mailbox and the job queue: the dashboard's
 * cards and every page's navigation. `key` names its texts under admin.dashboard.links.
 */
export const ADMIN_SECTIONS: readonly { key: string; to: string; Icon: ComponentType }[] = [
  { key: 'orders', to: '/admin/orders', Icon: ShoppingOutlined },
  { key: 'withdrawals', to: '/admin/withdrawals', Icon: RollbackOutlined },
  { key: 'books', to: '/admin/books', Icon: BookOutlined },
  { key: 'admins', to: '/admin/admins', Icon: TeamOutlined },
  { key: 'emailTemplates', to: '/admin/email-templates', Icon: MailOutlined },
  { key: 'reviews', to: '/admin/reviews', Icon: StarOutlined },
  { key: 'privacy', to: '/admin/privacy', Icon: SafetyOutlined },
  { key: 'changePassword', to: '/admin/change-password', Icon: LockOutlined },
  { key: 'settings', to: '/admin/settings', Icon: SettingOutlined },
  { key: 'legalTexts', to: '/admin/legal-texts', Icon: FileTextOutlined },
  { key: 'shippingConfigs', to: '/admin/shipping-configs', Icon: CarOutlined },
  { key: 'vat', to: '/admin/vat', Icon: PercentageOutlined },
  { key: 'mailbox', to: '/admin/mailbox', Icon: InboxOutlined },
  { key: 'jobs', to: '/admin/jobs', Icon: ThunderboltOutlined },
];
