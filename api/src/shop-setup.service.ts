import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { DemoCatalogueService } from './demo/demo-catalogue.service.js';
import { AdminsService } from './modules/identity/admins.service.js';
import { LegalTextsService } from './modules/legal/legal-texts.service.js';
import { EmailTemplatesService } from './modules/notifications/email-templates.service.js';
import { SettingsService } from './modules/store/settings.service.js';
import type { AppConfig } from './platform/config/app-config.js';
import { APP_CONFIG } from './platform/config/config.module.js';

const SETUP_LOCK = 72_410_002;

/**
 * What a new shop needs before its first visitor, ensured idempotently at every start: the
 * settings row, the default email templates, the legal texts' first versions, the first admin, and (SEED_DEMO_DATA) the demo
 * catalogue. One process at a time.
 */
@Injectable()
export class ShopSetupService implements OnApplicationBootstrap {
  private readonly logger = new Logger('setup');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(AdminsService) private readonly admins: AdminsService,
    @Inject(DemoCatalogueService) private readonly demo: DemoCatalogueService,
    @Inject(EmailTemplatesService) private readonly emailTemplates: EmailTemplatesService,
    @Inject(LegalTextsService) private readonly legalTexts: LegalTextsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const lock = this.dataSource.createQueryRunner();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK]);
      await this.settings.ensureDefaults(this.config.admin.email);
      // Not demo data: without its templates the shop cannot send a single email.
      await this.emailTemplates.ensureDefaultTemplates();
      // Nor is this: an order records the terms and withdrawal policy it was placed under.
      await this.legalTexts.ensureDefaults();
      await this.ensureFirstAdmin();
      if (this.config.seedDemoData) await this.demo.seedOnce();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => {});
      await lock.release();
    }
  }

  private async ensureFirstAdmin(): Promise<void> {
    const { username, email } = this.config.admin;
    const password = this.config.admin.password ?? randomBytes(12).toString('base64url');
    if (!(await this.admins.ensureFirstAdmin({ username, email, password }))) return;
    if (this.config.admin.password) {
      this.logger.log(`created the first admin "${username}" from ADMIN_USERNAME and ADMIN_PASSWORD`);
      return;
    }
    const file = path.join(this.config.dataDir, 'admin-password.txt');
    fs.mkdirSync(this.config.dataDir, { recursive: true });
    fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
    // Printed once, on purpose: this is how a newcomer signs in for the first time.
    console.log(
      `\n  First admin created. Username: ${username}  Password: ${password}\n  (also written to ${file}; change it in the back office)\n`,
    );
  }
}
