import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { AuthService } from './auth.service.js';
import { AccessTokenView, AdminSessionView } from './dto/admin.view.js';
import { LoginDto, RefreshTokenDto } from './dto/login.dto.js';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { clientAddress } from '../../platform/http/client-address.js';
import { RateLimit } from '../../platform/http/rate-limit.js';

@ApiTags('admin auth')
@Controller('admin')
export class AuthController {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminSessionView })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.invalidCredentials)
  @RateLimit(
    // Trying many usernames from one address (password spraying) is limited too. Checked first, so
    // an address past it starts no more counters with made-up usernames.
    { name: 'login-address', limit: (config) => 5 * config.loginAttemptsPerMinute, windowMs: 60_000 },
    { name: 'login', limit: (config) => config.loginAttemptsPerMinute, windowMs: 60_000, key: loginAttemptKey },
  )
  login(@Body() body: LoginDto): Promise<AdminSessionView> {
    return this.auth.login(body.username, body.password);
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: AccessTokenView })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.invalidRefreshToken)
  refresh(@Body() body: RefreshTokenDto): Promise<AccessTokenView> {
    return this.auth.refresh(body.refreshToken);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session is over (also when it already was)' })
  @ApiErrors(API_ERRORS.validationFailed)
  async logout(@Body() body: RefreshTokenDto): Promise<void> {
    await this.auth.logout(body.refreshToken);
  }
}

/**
 * Sign-in attempts count per client address and username, so guessing one admin's password is slow
 * while colleagues behind the same office address can still sign in.
 */
function loginAttemptKey(request: Request): string {
  // Guards run before validation: hash the raw name so a huge body cannot become a huge key.
  const username = typeof request.body?.username === 'string' ? request.body.username.toLowerCase() : '';
  return `${clientAddress(request)}|${createHash('sha256').update(username).digest('base64url')}`;
}
