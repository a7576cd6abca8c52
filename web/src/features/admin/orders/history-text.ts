import type { TFunction } from 'i18next';
import type { Language } from '@bookshop/contracts/languages';
import { formatMoney } from '@bookshop/contracts/money';
import type { HistoryDetails } from '@bookshop/contracts/order-history';
import { formatAdminDateTime } from '../shared/admin-date';

/** A status inside a sentence: lower case where the language has cases ("after the order was canceled"). */
function statusWord(key: string, t: TFunction, language: Language): string {
  return t(key).toLocaleLowerCase(language);
}

/** What the system recorded on a history line, worded in the admin's language. */
export function historySentence(details: HistoryDetails, t: TFunction, language: Language): string {
  const key = (name: string) => `admin.orders.history.details.${name}`;
  switch (details.kind) {
    case 'payment':
      return t(key('payment'), { paymentId: details.payment_id });
    case 'provider_unreachable':
      return t(key('providerUnreachable'));
    case 'hold_ended': {
      const payment = details.payment_id
        ? t(key(details.payment_canceled ? 'holdEndedCanceled' : 'holdEndedNotCanceled'), { paymentId: details.payment_id })
        : null;
      return [t(key('holdEnded'), { minutes: details.hold_minutes }), payment].filter(Boolean).join(' ');
    }
    case 'paid_without_stock':
      return t(key('paidWithoutStock'), {
        paymentId: details.payment_id,
        status: statusWord(`admin.orders.status.${details.previous_status}`, t, language),
      });
    case 'refund_needed':
      return details.order_status === 'canceled'
        ? t(key('refundNeededCanceled'), { paymentId: details.payment_id })
        : t(key('refundNeededSecond'), {
            paymentId: details.payment_id,
            status: statusWord(`admin.orders.status.${details.order_status}`, t, language),
          });
    case 'refunded':
      return [
        t(key('refunded'), {
          refundId: details.provider_refund_id,
          amount: formatMoney(details.amount, details.currency, language),
          paymentId: details.payment_id,
          reason: details.reason,
        }),
        details.at_provider && t(key('atProvider')),
        details.fully_refunded && t(key('fullyRefunded')),
        details.stock_returned && t(key('stockReturned')),
      ]
        .filter(Boolean)
        .join(' ');
    case 'refund_updated': {
      const stock = { unchanged: null, stock_taken: t(key('stockTaken')), paid_without_stock: t(key('stockGone')) }[details.stock];
      const sentence = t(key('refundUpdated'), {
        refundId: details.provider_refund_id,
        amount: formatMoney(details.amount, details.currency, language),
        from: statusWord(`admin.orders.refunds.status.${details.previous_status}`, t, language),
        to: statusWord(`admin.orders.refunds.status.${details.refund_status}`, t, language),
      });
      return [sentence, stock].filter(Boolean).join(' ');
    }
    case 'email':
      return t(key('email'), { to: details.to, language: t(`admin.templates.language.${details.language}`) });
    case 'withdrawal_received':
      return t(key('withdrawalReceived'), {
        copies: details.copies,
        amount: formatMoney(details.amount, details.currency, language),
        due: formatAdminDateTime(details.refund_due_at, language),
      });
    case 'withdrawal_books_back':
      return t(key('withdrawalBooksBack'));
  }
}
