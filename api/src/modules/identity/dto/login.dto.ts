import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @IsString({ message: 'admin.login.usernameRequired' })
  @IsNotEmpty({ message: 'admin.login.usernameRequired' })
  @MaxLength(100, { message: 'admin.login.usernameRequired' })
  @ApiProperty({ example: 'admin' })
  username: string;

  @IsString({ message: 'admin.login.passwordRequired' })
  @IsNotEmpty({ message: 'admin.login.passwordRequired' })
  @MaxLength(200, { message: 'admin.login.passwordRequired' })
  @ApiProperty({ example: 'a-long-secret' })
  password: string;
}

export class RefreshTokenDto {
  @IsString({ message: 'admin.login.refreshTokenRequired' })
  @IsNotEmpty({ message: 'admin.login.refreshTokenRequired' })
  @MaxLength(200, { message: 'admin.login.refreshTokenRequired' })
  @ApiProperty({ description: 'From /api/admin/login', example: 'q5cN1x9...' })
  refreshToken: string;
}
