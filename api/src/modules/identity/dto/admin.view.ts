import { ApiProperty } from '@nestjs/swagger';

const ADMIN_ID = '0d9c2f4e-3b1a-4c8e-9f6d-2a7b5e1c8d30';

/** An admin as the API shows one: never the password hash. */
export class AdminView {
  @ApiProperty({ format: 'uuid', example: ADMIN_ID })
  id: string;
  @ApiProperty({ example: 'mariam' })
  username: string;
  @ApiProperty({ format: 'email', example: 'mariam@bookshop.example' })
  email: string;
}

/** GET /api/admin/admins: one admin of the list. */
export class AdminListItemView extends AdminView {
  @ApiProperty({ example: '2026-01-15T08:00:00.000Z' })
  created_at: Date;
}

/** POST /api/admin/refresh: a new access token for the same session. */
export class AccessTokenView {
  @ApiProperty({
    description: 'A JWT for the Authorization header, valid 15 minutes',
    example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwZDljIn0.sig',
  })
  accessToken: string;
}

/** POST /api/admin/login: the session's tokens and who signed in. */
export class AdminSessionView extends AccessTokenView {
  @ApiProperty({ description: 'Exchanged at /api/admin/refresh for new access tokens; ends at /api/admin/logout', example: 'q5cN1x9...' })
  refreshToken: string;
  @ApiProperty()
  admin: AdminView;
}
