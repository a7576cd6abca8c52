import { IsNull, type EntityManager } from 'typeorm';
import { Admin } from './admin.entity.js';
import type { AdminView } from './dto/admin.view.js';
import { RefreshToken } from './refresh-token.entity.js';

/*
 * The SQL of the admins and their sessions (refresh tokens), named for what each query answers.
 * Each takes the EntityManager to run on: the caller's transaction, or the repository's manager.
 */

/** The admin of a username as typed at sign-in (in any case); with `passwordHash`, which is never read otherwise. */
export function adminNamed(db: EntityManager, username: string, options: { passwordHash?: boolean } = {}): Promise<Admin | null> {
  const query = db.getRepository(Admin).createQueryBuilder('admin').where('lower(admin.username) = lower(:username)', { username });
  return (options.passwordHash ? query.addSelect('admin.passwordHash') : query).getOne();
}

/** An admin with their password hash, to check the current password before a change. */
export function adminWithPasswordHash(db: EntityManager, adminId: string): Promise<Admin | null> {
  return db
    .getRepository(Admin)
    .createQueryBuilder('admin')
    .addSelect('admin.passwordHash')
    .where('admin.id = :adminId', { adminId })
    .getOne();
}

/** Every admin, locked for the caller's transaction: changes to who is an admin queue up behind it. */
export function lockAllAdmins(manager: EntityManager): Promise<Admin[]> {
  return manager.getRepository(Admin).createQueryBuilder('admin').setLock('pessimistic_write').getMany();
}

/** Revokes the live session of a refresh token (by its hash); answers the session's id, or undefined when none was live. */
export async function revokeSessionOfToken(db: EntityManager, tokenHash: string): Promise<string | undefined> {
  const revoked: { raw: { id: string }[] } = await db
    .getRepository(RefreshToken)
    .createQueryBuilder()
    .update()
    .set({ revokedAt: new Date() })
    .where({ tokenHash, revokedAt: IsNull() })
    .returning('id')
    .execute();
  // Token hashes are unique: at most one session ends.
  return revoked.raw[0]?.id;
}

/** The admin of a session that is live (neither revoked nor expired) and belongs to them. */
export function adminOfLiveSession(db: EntityManager, sessionId: string, adminId: string): Promise<AdminView | undefined> {
  return db
    .getRepository(RefreshToken)
    .createQueryBuilder('session')
    .innerJoin(Admin, 'admin', 'admin.id = session.adminId')
    .select(['admin.id AS id', 'admin.username AS username', 'admin.email AS email'])
    .where('session.id = :sessionId', { sessionId })
    .andWhere('session.adminId = :adminId', { adminId })
    .andWhere('session.revokedAt IS NULL')
    .andWhere('session.expiresAt > now()')
    .getRawOne<AdminView>();
}
