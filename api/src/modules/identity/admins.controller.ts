import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly, CurrentAdmin } from './admin-auth.guard.js';
import { AdminsService } from './admins.service.js';
import type { AdminPrincipal } from './auth.service.js';
import { AdminListItemView } from './dto/admin.view.js';
import { ChangePasswordDto, CreateAdminDto } from './dto/create-admin.dto.js';

@ApiTags('admin admins')
@AdminOnly()
@Controller('admin')
export class AdminsController {
  constructor(@Inject(AdminsService) private readonly admins: AdminsService) {}

  @Get('admins')
  @ApiOkResponse({ type: [AdminListItemView] })
  list(): Promise<AdminListItemView[]> {
    return this.admins.list();
  }

  @Post('admins')
  @ApiCreatedResponse({ type: AdminListItemView })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.usernameTaken)
  create(@Body() body: CreateAdminDto): Promise<AdminListItemView> {
    return this.admins.create(body);
  }

  @Delete('admins/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted, and signed out everywhere' })
  @ApiErrors(API_ERRORS.cannotDeleteSelf, API_ERRORS.cannotDeleteLastAdmin, API_ERRORS.adminNotFound)
  async delete(@Param('id', notFoundOnBadUuid(API_ERRORS.adminNotFound)) id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<void> {
    await this.admins.delete(id, admin.id);
  }

  @Put('change-password')
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Changed; the admin's other sessions are signed out" })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.invalidCurrentPassword)
  async changePassword(@Body() body: ChangePasswordDto, @CurrentAdmin() admin: AdminPrincipal): Promise<void> {
    await this.admins.changePassword(admin.id, admin.sessionId, body.current_password, body.new_password);
  }
}
