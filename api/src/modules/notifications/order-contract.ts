import type { Language } from '@bookshop/contracts/languages';
import type { OrderSnapshot } from '../../events/orders.js';

/** Who the shop is, as the confirmation (the durable record of the contract) states it. */
export interface ShopIdentity {
  legalName: string;
  /** The name parents know the shop by; may equal the legal name. */
  tradingName: string;
  /** Street and number, postcode and city, country: one line. */
  address: string;
  kvkNumber: string;
  vatNumber: string;
  email: string;
  phone: string;
}

/** A legal text as the order accepted it: its version, in the email's language, details filled in. */
export interface AcceptedText {
  version: number;
  publishedAt: Date;
  /** Markdown as staff wrote it, the shop's details already filled in. */
  markdown: string;
}

/** The texts of an order: what its confirmation attaches. */
export interface OrderContract {
  terms: AcceptedText;
  withdrawalPolicy: AcceptedText;
}

/**
 * Where the notifications find an order's contract: the shop's identity and the versions of the
 * terms and of the withdrawal policy the order was placed under. An abstract class, so it is also
 * the injection token.
 */
export abstract class OrderContracts {
  /** In `language`: the country is named in it. */
  abstract identity(language: Language): Promise<ShopIdentity>;
  abstract contractOf(order: OrderSnapshot, language: Language): Promise<OrderContract>;
}
