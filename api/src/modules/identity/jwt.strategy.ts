import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import type { AccessTokenClaims } from './auth.service.js';

export const ADMIN_JWT = 'admin-jwt';

/** Checks an access token's signature and expiry; `AdminAuthGuard` then checks its session. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, ADMIN_JWT) {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
    });
  }

  validate(claims: AccessTokenClaims): AccessTokenClaims {
    return claims;
  }
}
