import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, VALIDATION_FAILED } from '../../platform/http/api-errors.js';
import { AuthService } from './auth.service.js';
import { AccessTokenView, AdminSessionView } from './dto/admin.view.js';
import { LoginDto, RefreshTokenDto } from './dto/login.dto.js';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { clientAddress } from '../../platform/http/client-address.js';
import { RateLimit } from '../../platform/http/rate-limit.js';

const INVALID_CREDENTIALS = { code: 'invalid_credentials', message: 'Invalid username or password' };
const INVALID_REFRESH_TOKEN = { code: 'invalid_refresh_token', message: 'Refresh token is unknown, expired or revoked' };

@ApiTags('admin auth')
@Controller('admin')
export class AuthController {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminSessionView })
  @ApiErrors({ 400: VALIDATION_FAILED, 401: INVALID_CREDENTIALS })
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
  @ApiErrors({ 400: VALIDATION_FAILED, 401: INVALID_REFRESH_TOKEN })
  refresh(@Body() body: RefreshTokenDto): Promise<AccessTokenView> {
    return this.auth.refresh(body.refreshToken);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session is over (also when it already was)' })
  @ApiErrors({ 400: VALIDATION_FAILED })
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
