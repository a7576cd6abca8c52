import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { Repository } from 'typeorm';
import { SharedRedis } from '../../platform/redis/redis.module.js';
import { adminOfLiveSession } from './admin.queries.js';
import type { AccessTokenClaims, AdminPrincipal } from './auth.service.js';
import type { AdminView } from './dto/admin.view.js';
import { RefreshToken } from './refresh-token.entity.js';

/** Sessions that just ended: one (logout), or all of an admin's but maybe one (password change, deletion). */
export type SessionEnd = { sessionId: string } | { adminId: string; exceptSessionId?: string };

const SESSION_ENDS_CHANNEL = 'bookshop:session-ends';

/**
 * How long a process trusts a session it checked. A session end reaches the other API processes
 * through Redis at once; when there is no Redis, or the message was lost, this bounds how long they
 * still accept its access token, and must stay under the 5 seconds a logout may take to hold everywhere.
 */
const TRUSTED_FOR_MS = 3_000;
/** One entry per active session: a bound that no real back office reaches, but a flood cannot exceed. */
const MAX_TRUSTED_SESSIONS = 10_000;

/**
 * Whether an access token's session is still alive: its refresh token row exists, belongs to the
 * token's admin, is neither revoked nor expired, and the admin exists. Checked on every admin
 * request, so answers are kept briefly in memory in front of one primary-key query.
 */
@Injectable()
export class SessionsService implements OnModuleInit {
  private readonly trusted = new LRUCache<string, AdminView>({ max: MAX_TRUSTED_SESSIONS, ttl: TRUSTED_FOR_MS });

  constructor(
    @InjectRepository(RefreshToken) private readonly refreshTokens: Repository<RefreshToken>,
    @Inject(SharedRedis) private readonly redis: SharedRedis,
  ) {}

  onModuleInit(): void {
    this.redis.subscribe(SESSION_ENDS_CHANNEL, (message) => {
      const end = parseSessionEnd(message);
      if (end) this.forget(end);
    });
  }

  /** The admin of a live session, or null when the session ended or the admin was deleted. */
  async principalFor(claims: AccessTokenClaims): Promise<AdminPrincipal | null> {
    const admin = this.trusted.get(claims.sid) ?? (await this.lookUp(claims));
    if (!admin || admin.id !== claims.sub) return null;
    return { ...admin, sessionId: claims.sid };
  }

  /** Call after the end is committed: this process forgets at once, the others when Redis tells them. */
  async ended(end: SessionEnd): Promise<void> {
    this.forget(end);
    await this.redis.publish(SESSION_ENDS_CHANNEL, JSON.stringify(end));
  }

  private async lookUp(claims: AccessTokenClaims): Promise<AdminView | undefined> {
    const admin = await adminOfLiveSession(this.refreshTokens.manager, claims.sid, claims.sub);
    if (admin) this.trusted.set(claims.sid, admin);
    return admin;
  }

  private forget(end: SessionEnd): void {
    if ('sessionId' in end) {
      this.trusted.delete(end.sessionId);
      return;
    }
    const ended: string[] = [];
    this.trusted.forEach((admin, sessionId) => {
      if (admin.id === end.adminId && sessionId !== end.exceptSessionId) ended.push(sessionId);
    });
    for (const sessionId of ended) this.trusted.delete(sessionId);
  }
}

/** Anything else on the channel is ignored: a bad message must not stop the subscriber. */
function parseSessionEnd(message: string): SessionEnd | undefined {
  try {
    const end = JSON.parse(message) as Record<string, unknown>;
    if (typeof end.sessionId === 'string') return { sessionId: end.sessionId };
    if (typeof end.adminId === 'string') {
      return typeof end.exceptSessionId === 'string'
        ? { adminId: end.adminId, exceptSessionId: end.exceptSessionId }
        : { adminId: end.adminId };
    }
  } catch {
    // Not JSON: not ours.
  }
  return undefined;
}
