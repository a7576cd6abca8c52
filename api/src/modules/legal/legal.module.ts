import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/index.js';
import { StoreModule } from '../store/index.js';
import { LegalTextVersion } from './legal-text-version.entity.js';
import { AdminLegalTextsController, LegalTextsController } from './legal-texts.controller.js';
import { LegalTextsService } from './legal-texts.service.js';

/** The legal texts staff publish as versions (docs/consumer-law.md). */
@Module({
  imports: [TypeOrmModule.forFeature([LegalTextVersion]), IdentityModule, StoreModule],
  controllers: [LegalTextsController, AdminLegalTextsController],
  providers: [LegalTextsService],
  exports: [LegalTextsService],
})
export class LegalModule {}
