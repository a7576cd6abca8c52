import { Injectable, UnauthorizedException, UseGuards, applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { AdminPrincipal } from './auth.service.js';
import { ADMIN_JWT } from './jwt.strategy.js';

/** Every back-office route: a valid, unexpired bearer access token of an admin that still exists. */
@Injectable()
export class AdminAuthGuard extends AuthGuard(ADMIN_JWT) {
  handleRequest<T>(error: unknown, admin: T): T {
    if (error || !admin) {
      throw new UnauthorizedException({ code: 'invalid_token', message: 'Missing, invalid or expired access token' });
    }
    return admin;
  }
}

/** Marks a controller or route as admin-only (guard plus the OpenAPI bearer note). */
export const AdminOnly = () => applyDecorators(UseGuards(AdminAuthGuard), ApiBearerAuth());

/** The signed-in admin of an admin-only route. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminPrincipal => context.switchToHttp().getRequest().user,
);
