import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @IsString({ message: 'admin.login.usernameRequired' })
  @IsNotEmpty({ message: 'admin.login.usernameRequired' })
  @MaxLength(100, { message: 'admin.login.usernameRequired' })
  username: string;

  @IsString({ message: 'admin.login.passwordRequired' })
  @IsNotEmpty({ message: 'admin.login.passwordRequired' })
  @MaxLength(200, { message: 'admin.login.passwordRequired' })
  password: string;
}

export class RefreshTokenDto {
  @IsString({ message: 'admin.login.refreshTokenRequired' })
  @IsNotEmpty({ message: 'admin.login.refreshTokenRequired' })
  @MaxLength(200, { message: 'admin.login.refreshTokenRequired' })
  refreshToken: string;
}
