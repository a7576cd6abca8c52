import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module.js';
import { Settings } from './settings.entity.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';
import { ShippingConfig } from './shipping-config.entity.js';
import { ShippingController } from './shipping.controller.js';
import { ShippingService } from './shipping.service.js';

/** Shop settings and per-country shipping configs. */
@Module({
  imports: [TypeOrmModule.forFeature([Settings, ShippingConfig]), IdentityModule],
  controllers: [SettingsController, ShippingController],
  providers: [SettingsService, ShippingService],
  exports: [SettingsService, ShippingService],
})
export class StoreModule {}
