import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly, CurrentAdmin } from './admin-auth.guard.js';
import { AdminsService } from './admins.service.js';
import type { AdminPrincipal } from './auth.service.js';
import { ChangePasswordDto, CreateAdminDto } from './dto/create-admin.dto.js';

@ApiTags('admin admins')
@AdminOnly()
@Controller('admin')
export class AdminsController {
  constructor(@Inject(AdminsService) private readonly admins: AdminsService) {}

  @Get('admins')
  list() {
    return this.admins.list();
  }

  @Post('admins')
  create(@Body() body: CreateAdminDto) {
    return this.admins.create(body);
  }

  @Delete('admins/:id')
  @HttpCode(204)
  async delete(@Param('id', notFoundOnBadUuid('admin_not_found')) id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<void> {
    await this.admins.delete(id, admin.id);
  }

  @Put('change-password')
  @HttpCode(204)
  async changePassword(@Body() body: ChangePasswordDto, @CurrentAdmin() admin: AdminPrincipal): Promise<void> {
    await this.admins.changePassword(admin.id, admin.sessionId, body.current_password, body.new_password);
  }
}
