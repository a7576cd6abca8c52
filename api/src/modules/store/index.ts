// The store module's public file: what other modules may use of it (the architecture rules refuse any other way in).
export { StoreModule } from './store.module.js';
export { SettingsService } from './settings.service.js';
export { ShippingService } from './shipping.service.js';
export { VatRatesService } from './vat-rates.service.js';
export { ContactPersonalData } from './contact-personal-data.js';
