import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, Not, Repository } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { apiError } from '../../platform/http/api-error.js';
import { Admin } from './admin.entity.js';
import { adminNamed, revokeSessionOfToken } from './admin.queries.js';
import type { AccessTokenView, AdminSessionView, AdminView } from './dto/admin.view.js';
import { dummyPasswordHash, passwordHasher } from './password-hasher.js';
import { RefreshToken } from './refresh-token.entity.js';
import { SessionsService } from './sessions.service.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** `sid` is the refresh token's id: the session, which every admin request checks is still alive. */
export interface AccessTokenClaims {
  sub: string;
  username: string;
  sid: string;
}

/** The signed-in admin of a request, with the session its token belongs to. */
export interface AdminPrincipal extends AdminView {
  sessionId: string;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    @InjectRepository(RefreshToken) private readonly refreshTokens: Repository<RefreshToken>,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  async login(username: string, password: string): Promise<AdminSessionView> {
    const admin = await adminNamed(this.admins.manager, username, { passwordHash: true });
    const valid = await passwordHasher.verify(admin?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!admin || !valid) throw apiError(API_ERRORS.invalidCredentials);
    const session = await this.issueRefreshToken(admin.id);
    return {
      accessToken: await this.signAccessToken(admin, session.id),
      refreshToken: session.token,
      admin: { id: admin.id, username: admin.username, email: admin.email } satisfies AdminView,
    };
  }

  async refresh(refreshToken: string): Promise<AccessTokenView> {
    const stored = await this.refreshTokens.findOne({ where: { tokenHash: hashToken(refreshToken), revokedAt: IsNull() } });
    if (!stored || stored.expiresAt.getTime() <= Date.now()) throw apiError(API_ERRORS.invalidRefreshToken);
    const admin = await this.admins.findOne({ where: { id: stored.adminId } });
    if (!admin) throw apiError(API_ERRORS.invalidRefreshToken);
    return { accessToken: await this.signAccessToken(admin, stored.id) };
  }

  /** Ends the session at once: its refresh token and every access token issued for it. */
  async logout(refreshToken: string): Promise<void> {
    // None ends for an unknown or already revoked token.
    const sessionId = await revokeSessionOfToken(this.refreshTokens.manager, hashToken(refreshToken));
    if (sessionId) await this.sessions.ended({ sessionId });
  }

  /** Called after a password change: every other session of that admin must sign in again. */
  async revokeOtherSessions(adminId: string, keepSessionId: string): Promise<void> {
    await this.refreshTokens.update({ adminId, revokedAt: IsNull(), id: Not(keepSessionId) }, { revokedAt: new Date() });
    await this.sessions.ended({ adminId, exceptSessionId: keepSessionId });
  }

  /** Called after a password reset from the command line: every session of that admin ends. */
  async revokeAllSessions(adminId: string): Promise<void> {
    await this.refreshTokens.update({ adminId, revokedAt: IsNull() }, { revokedAt: new Date() });
    await this.sessions.ended({ adminId });
  }

  private signAccessToken(admin: Admin, sessionId: string): Promise<string> {
    return this.jwt.signAsync({ sub: admin.id, username: admin.username, sid: sessionId } satisfies AccessTokenClaims);
  }

  private async issueRefreshToken(adminId: string): Promise<{ id: string; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const saved = await this.refreshTokens.save(
      this.refreshTokens.create({
        adminId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
        revokedAt: null,
      }),
    );
    return { id: saved.id, token };
  }
}

/** Refresh tokens are 256 random bits, so a fast hash is enough (no dictionary to guard against). */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
