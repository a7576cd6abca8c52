import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { isUniqueViolation } from '../../platform/database/postgres-errors.js';
import { apiError } from '../../platform/http/api-error.js';
import { Admin } from './admin.entity.js';
import { adminNamed, adminWithPasswordHash, lockAllAdmins } from './admin.queries.js';
import { AuthService } from './auth.service.js';
import type { AdminListItemView } from './dto/admin.view.js';
import { passwordHasher } from './password-hasher.js';
import { SessionsService } from './sessions.service.js';

@Injectable()
export class AdminsService {
  constructor(
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  async list(): Promise<AdminListItemView[]> {
    const admins = await this.admins.find({ order: { createdAt: 'ASC' } });
    return admins.map(toListItem);
  }

  async create(input: { username: string; email: string; password: string }): Promise<AdminListItemView> {
    const passwordHash = await passwordHasher.hash(input.password);
    try {
      const admin = await this.admins.save(this.admins.create({ username: input.username, email: input.email, passwordHash }));
      return toListItem(admin);
    } catch (error) {
      if (isUniqueViolation(error)) throw apiError(API_ERRORS.usernameTaken);
      throw error;
    }
  }

  /**
   * Serialised so that two admins deleting each other at once cannot leave the shop with none.
   * The admin's sessions go with them (their refresh tokens cascade) and end at once.
   */
  async delete(id: string, currentAdminId: string): Promise<void> {
    if (id === currentAdminId) throw apiError(API_ERRORS.cannotDeleteSelf);
    await this.dataSource.transaction(async (manager) => {
      const all = await lockAllAdmins(manager);
      if (!all.some((admin) => admin.id === id)) throw apiError(API_ERRORS.adminNotFound);
      if (all.length <= 1) throw apiError(API_ERRORS.cannotDeleteLastAdmin);
      await manager.delete(Admin, { id });
    });
    await this.sessions.ended({ adminId: id });
  }

  async changePassword(adminId: string, sessionId: string, currentPassword: string, newPassword: string): Promise<void> {
    const admin = await adminWithPasswordHash(this.admins.manager, adminId);
    if (!admin || !(await passwordHasher.verify(admin.passwordHash, currentPassword))) {
      throw apiError(API_ERRORS.invalidCurrentPassword);
    }
    await this.admins.update({ id: adminId }, { passwordHash: await passwordHasher.hash(newPassword) });
    await this.auth.revokeOtherSessions(adminId, sessionId);
  }

  /** Sets a new password for a locked-out admin (by username, as at sign-in) and ends all their sessions. */
  async resetPassword(username: string, newPassword: string): Promise<void> {
    const admin = await adminNamed(this.admins.manager, username);
    if (!admin) throw apiError(API_ERRORS.adminNotFound, { message: `No admin is named "${username}"` });
    await this.admins.update({ id: admin.id }, { passwordHash: await passwordHasher.hash(newPassword) });
    await this.auth.revokeAllSessions(admin.id);
  }

  /**
   * The first admin of a new shop. Runs at every start and does nothing
   * once any admin exists. Answers whether it created one.
   */
  async ensureFirstAdmin(first: { username: string; email: string; password: string }): Promise<boolean> {
    if ((await this.admins.count()) > 0) return false;
    await this.create(first);
    return true;
  }
}

function toListItem(admin: Admin): AdminListItemView {
  return { id: admin.id, username: admin.username, email: admin.email, created_at: admin.createdAt };
}
