import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { AuthService, type AccessTokenClaims, type AdminPrincipal } from './auth.service.js';

export const ADMIN_JWT = 'admin-jwt';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, ADMIN_JWT) {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(AuthService) private readonly auth: AuthService) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
    });
  }

  /** A null answer makes passport refuse the request (the admin was deleted since the token was issued). */
  validate(claims: AccessTokenClaims): Promise<AdminPrincipal | null> {
    return this.auth.principalFor(claims);
  }
}
