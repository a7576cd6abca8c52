import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { SettingsService } from '../store/settings.service.js';
import { OrderContracts, type OrderContract, type ShopIdentity } from './order-contract.js';

/**
 * The shop as its settings know it today (name from MAIL_FROM, contact details), and no legal
 * texts yet: a confirmation then has no PDFs.
 */
@Injectable()
export class SettingsOrderContracts extends OrderContracts {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {
    super();
  }

  async identity(): Promise<ShopIdentity> {
    const settings = await this.settings.get();
    const name = /^\s*"?([^"<]+?)"?\s*</.exec(this.config.mailFrom)?.[1] ?? '';
    return {
      legalName: name,
      tradingName: name,
      address: settings.contact_city,
      kvkNumber: '',
      vatNumber: '',
      email: settings.contact_email,
      phone: settings.contact_phone,
    };
  }

  contractOf(): Promise<OrderContract | null> {
    return Promise.resolve(null);
  }
}
