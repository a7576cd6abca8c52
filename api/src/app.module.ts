import { Module, type DynamicModule } from '@nestjs/common';
import { DemoCatalogueService } from './demo/demo-catalogue.service.js';
import { DOMAIN_EVENT_NAMES } from './domain-events.js';
import { CatalogueModule } from './modules/catalogue/catalogue.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { LegalModule } from './modules/legal/legal.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { OperationsModule } from './modules/operations/operations.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { StoreModule } from './modules/store/store.module.js';
import { NightlyBackupsModule } from './platform/backup/nightly-backups.js';
import type { AppConfig } from './platform/config/app-config.js';
import { StaleRowsModule } from './platform/database/stale-rows.module.js';
import { platformModules } from './platform/platform-modules.js';
import { ShopSetupService } from './shop-setup.service.js';

/** The whole shop API. `databaseUrl` is DATABASE_URL or the embedded PostgreSQL's. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...platformModules(config, databaseUrl, DOMAIN_EVENT_NAMES),
        StaleRowsModule,
        IdentityModule,
        CatalogueModule,
        StoreModule,
        LegalModule,
        NotificationsModule,
        ReviewsModule,
        PaymentsModule,
        OrdersModule,
        OperationsModule,
        PrivacyModule,
        // The embedded database lives on this machine alone: the shop backs it up itself.
        ...(config.databaseUrl ? [] : [NightlyBackupsModule.forRoot(databaseUrl)]),
      ],
      providers: [ShopSetupService, DemoCatalogueService],
    };
  }
}
