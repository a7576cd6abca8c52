import { InitialSchema1763800000000 } from './1763800000000-initial-schema.js';
import { SetupSteps1763800000001 } from './1763800000001-setup-steps.js';
import { OrdersPaymentsEvents1763800000002 } from './1763800000002-orders-payments-events.js';
import { OrderCurrency1763800000003 } from './1763800000003-order-currency.js';
import { OrderHolds1763800000004 } from './1763800000004-order-holds.js';
import { OutboxCompletion1763800000005 } from './1763800000005-outbox-completion.js';
import { Refunds1763800000006 } from './1763800000006-refunds.js';
import { AdminListIndexes1763800000007 } from './1763800000007-admin-list-indexes.js';
import { HistoryDetailsPdfNames1763800000008 } from './1763800000008-history-details-pdf-names.js';
import { ShopContact1763800000009 } from './1763800000009-shop-contact.js';
import { OutboxStreams1763800000010 } from './1763800000010-outbox-streams.js';
import { ReviewBooks1763800000011 } from './1763800000011-review-books.js';
import { DefaultShipping1763800000012 } from './1763800000012-default-shipping.js';
import { CompanyIdentityLegalTexts1763800000100 } from './1763800000100-company-identity-legal-texts.js';
import { DeliveryDays1763800000120 } from './1763800000120-delivery-days.js';
import { Withdrawals1763800000121 } from './1763800000121-withdrawals.js';
import { BookSearch1763800000170 } from './1763800000170-book-search.js';
import { Privacy1763800000190 } from './1763800000190-privacy.js';
import { Vat1763800000200 } from './1763800000200-vat.js';
import { Receipts1763800000201 } from './1763800000201-receipts.js';
import { CatalogueAtScale1763800000230 } from './1763800000230-catalogue-at-scale.js';
import { EventSideEffects1763800000240 } from './1763800000240-event-side-effects.js';

/** Every migration, oldest first. A new migration is added at the end of this list. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  SetupSteps1763800000001,
  OrdersPaymentsEvents1763800000002,
  OrderCurrency1763800000003,
  OrderHolds1763800000004,
  OutboxCompletion1763800000005,
  Refunds1763800000006,
  AdminListIndexes1763800000007,
  HistoryDetailsPdfNames1763800000008,
  ShopContact1763800000009,
  OutboxStreams1763800000010,
  ReviewBooks1763800000011,
  DefaultShipping1763800000012,
  CompanyIdentityLegalTexts1763800000100,
  DeliveryDays1763800000120,
  Withdrawals1763800000121,
  BookSearch1763800000170,
  Privacy1763800000190,
  Vat1763800000200,
  Receipts1763800000201,
  CatalogueAtScale1763800000230,
  EventSideEffects1763800000240,
];
