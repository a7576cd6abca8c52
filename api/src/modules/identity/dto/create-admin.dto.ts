import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { MIN_ADMIN_PASSWORD_LENGTH } from '@bookshop/contracts/accounts';
import { MAX_EMAIL_LENGTH } from '@bookshop/contracts/email-address';
import { IsEmailAddress } from '../../../platform/http/is-email-address.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateAdminDto {
  @Transform(trim)
  @IsString({ message: 'admin.admins.usernameRequired' })
  @IsNotEmpty({ message: 'admin.admins.usernameRequired' })
  @MaxLength(50, { message: 'admin.admins.usernameTooLong' })
  @Matches(/^[\p{L}\p{N}._-]+$/u, { message: 'admin.admins.usernameInvalid' })
  @ApiProperty({ description: 'Letters, digits, dot, dash and underscore', example: 'mariam' })
  username: string;

  @Transform(trim)
  @IsEmailAddress({ message: 'admin.admins.emailInvalid' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'admin.admins.emailInvalid' })
  @ApiProperty({ example: 'mariam@bookshop.example' })
  email: string;

  @IsString({ message: 'admin.admins.passwordRequired' })
  @MinLength(MIN_ADMIN_PASSWORD_LENGTH, { message: 'admin.admins.passwordLength' })
  @MaxLength(200, { message: 'admin.admins.passwordTooLong' })
  @ApiProperty({ example: 'a-long-secret' })
  password: string;
}

export class ChangePasswordDto {
  @IsString({ message: 'admin.password.currentRequired' })
  @IsNotEmpty({ message: 'admin.password.currentRequired' })
  @MaxLength(200, { message: 'admin.admins.passwordTooLong' })
  @ApiProperty({ example: 'the-old-secret' })
  current_password: string;

  @IsString({ message: 'admin.password.newRequired' })
  @MinLength(MIN_ADMIN_PASSWORD_LENGTH, { message: 'admin.admins.passwordLength' })
  @MaxLength(200, { message: 'admin.admins.passwordTooLong' })
  @ApiProperty({ example: 'a-new-long-secret' })
  new_password: string;
}
