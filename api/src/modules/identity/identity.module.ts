import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { Admin } from './admin.entity.js';
import { AdminsController } from './admins.controller.js';
import { AdminsService } from './admins.service.js';
import { AuthController } from './auth.controller.js';
import { ACCESS_TOKEN_TTL_SECONDS, AuthService } from './auth.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { RefreshToken } from './refresh-token.entity.js';
import { SessionsService } from './sessions.service.js';

/**
 * Admins, sign-in, access and refresh tokens, and the guard every back-office route uses. Global,
 * because that guard (`@AdminOnly()`, in every module's admin routes) checks sessions here.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([Admin, RefreshToken]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, AdminsController],
  providers: [AuthService, AdminsService, SessionsService, JwtStrategy],
  exports: [AdminsService, SessionsService],
})
export class IdentityModule {}
