import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/index.js';
import { OrdersModule } from '../orders/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { StoreModule } from '../store/index.js';
import { AdminPrivacyController } from './admin-privacy.controller.js';
import { PersonalDataRetention } from './personal-data-retention.js';
import { PrivacyRequest } from './privacy-request.entity.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyService } from './privacy.service.js';

/**
 * A parent's data: finding, handing over and erasing it on request, and the retention periods.
 * Owns only the request log; the data stays with the modules that hold it (docs/privacy.md).
 */
@Module({
  imports: [TypeOrmModule.forFeature([PrivacyRequest]), OrdersModule, ReviewsModule, StoreModule, NotificationsModule],
  controllers: [AdminPrivacyController, PrivacyController],
  providers: [PrivacyService, PersonalDataRetention],
})
export class PrivacyModule {}
