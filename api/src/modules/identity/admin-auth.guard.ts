import { Inject, Injectable, UseGuards, applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { apiError } from '../../platform/http/api-error.js';
import { ApiErrors } from '../../platform/http/api-errors.js';
import type { Request } from 'express';
import type { AccessTokenClaims, AdminPrincipal } from './auth.service.js';
import { ADMIN_JWT } from './jwt.strategy.js';
import { SessionsService } from './sessions.service.js';

/**
 * Every back-office route: a valid, unexpired bearer access token of a live session of an existing
 * admin. Passport checks the token; the session is checked here, with this application's sessions,
 * because passport keeps one strategy per name for the whole Node process.
 */
@Injectable()
export class AdminAuthGuard extends AuthGuard(ADMIN_JWT) {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<Request & { user: unknown }>();
    const admin = await this.sessions.principalFor(request.user as AccessTokenClaims);
    if (!admin) throw apiError(API_ERRORS.invalidToken);
    request.user = admin;
    return true;
  }

  handleRequest<T>(error: unknown, claims: T): T {
    if (error || !claims) throw apiError(API_ERRORS.invalidToken);
    return claims;
  }
}

/** Marks a controller or route as admin-only (guard plus the OpenAPI bearer note and its 401). */
export const AdminOnly = () => applyDecorators(UseGuards(AdminAuthGuard), ApiBearerAuth(), ApiErrors(API_ERRORS.invalidToken));

/** The signed-in admin of an admin-only route. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminPrincipal => context.switchToHttp().getRequest().user,
);
