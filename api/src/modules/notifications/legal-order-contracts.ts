import { Inject, Injectable } from '@nestjs/common';
import { countryName } from '@bookshop/contracts/countries';
import type { Language } from '@bookshop/contracts/languages';
import { companyAddress, type LegalTextKind } from '@bookshop/contracts/legal-texts';
import { LegalTextsService, type LegalText } from '../legal/index.js';
import type { OrderSnapshot } from '../../events/orders.js';
import { SettingsService } from '../store/index.js';
import { OrderContracts, type AcceptedText, type OrderContract, type ShopIdentity } from './order-contract.js';

/**
 * An order's contract from the legal module (the versions the order stores, filled in with the
 * shop's details) and the identity from the settings. An order from before orders stored their
 * versions gets the versions in force.
 */
@Injectable()
export class LegalOrderContracts extends OrderContracts {
  constructor(
    @Inject(LegalTextsService) private readonly legal: LegalTextsService,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {
    super();
  }

  async identity(language: Language): Promise<ShopIdentity> {
    const details = await this.settings.companyDetails();
    // The address as the legal texts write it.
    const address = companyAddress(details, details.company_country ? countryName(details.company_country, language) : '');
    return {
      legalName: details.company_legal_name,
      tradingName: details.company_trading_name,
      address,
      kvkNumber: details.company_kvk_number,
      vatNumber: details.company_vat_number,
      email: details.contact_email,
      phone: details.contact_phone,
    };
  }

  async contractOf(order: OrderSnapshot, language: Language): Promise<OrderContract> {
    const [terms, withdrawalPolicy] = await Promise.all([
      this.accepted('terms', order.terms_version_id, language),
      this.accepted('withdrawal', order.withdrawal_policy_version_id, language),
    ]);
    return { terms, withdrawalPolicy };
  }

  private async accepted(kind: LegalTextKind, versionId: string | null | undefined, language: Language): Promise<AcceptedText> {
    const text: LegalText = (versionId ? await this.legal.byId(versionId) : null) ?? (await this.legal.current(kind));
    return { version: text.version, publishedAt: text.publishedAt, markdown: await this.legal.filledMarkdown(text, language) };
  }
}
