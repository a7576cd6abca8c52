import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/index.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactPersonalData } from './contact-personal-data.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';
import { Settings } from './settings.entity.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';
import { ShippingConfig } from './shipping-config.entity.js';
import { ShippingController } from './shipping.controller.js';
import { ShippingService } from './shipping.service.js';
import { StoreSettingsCache } from './store-settings-cache.js';
import { VatRate } from './vat-rate.entity.js';
import { VatRatesController } from './vat-rates.controller.js';
import { VatRatesService } from './vat-rates.service.js';

/** Shop settings, per-country shipping configs and VAT rates. */
@Module({
  imports: [TypeOrmModule.forFeature([Settings, ShippingConfig, ContactMessage, VatRate]), IdentityModule],
  controllers: [SettingsController, ShippingController, ContactController, VatRatesController],
  providers: [SettingsService, ShippingService, StoreSettingsCache, ContactService, ContactPersonalData, VatRatesService],
  exports: [SettingsService, ShippingService, ContactPersonalData, VatRatesService],
})
export class StoreModule {}
