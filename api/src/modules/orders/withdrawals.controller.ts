import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ShopClock } from '../../platform/config/shop-clock.js';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly, CurrentAdmin, type AdminPrincipal } from '../identity/index.js';
import { WithdrawDto, WithdrawalLookupDto } from './dto/withdrawal.dto.js';
import { AdminWithdrawalView, WithdrawalLookupView, WithdrawalStateView } from './dto/withdrawal.view.js';
import { presentAdminWithdrawal, presentWithdrawalState } from './withdrawal.presenter.js';
import { WithdrawalsService, type WithdrawalWithOrder } from './withdrawals.service.js';

/** The parent's withdrawal function: on the order page, and the lookup page for those without its link. */
@ApiTags('withdrawals')
@Controller()
export class WithdrawalsController {
  constructor(@Inject(WithdrawalsService) private readonly withdrawals: WithdrawalsService) {}

  @Get('orders/:processNumber/withdrawal')
  @ApiOkResponse({ type: WithdrawalStateView })
  @ApiErrors(API_ERRORS.orderNotFound)
  async state(@Param('processNumber') processNumber: string): Promise<WithdrawalStateView> {
    return presentWithdrawalState(await this.withdrawals.state(processNumber));
  }

  /** 201 with the new withdrawal; 200 with the first one when the order was already withdrawn from (nothing changes). */
  @Post('orders/:processNumber/withdrawal')
  @PublicWriteLimit('withdrawals')
  @ApiCreatedResponse({
    type: WithdrawalStateView,
    description: 'Received; the acknowledgement is emailed. 200: already withdrawn, unchanged',
  })
  @ApiErrors(
    API_ERRORS.validationFailed,
    API_ERRORS.withdrawalItemsInvalid,
    API_ERRORS.orderNotFound,
    API_ERRORS.orderNotPaid,
    API_ERRORS.withdrawalPeriodOver,
  )
  async withdraw(
    @Param('processNumber') processNumber: string,
    @Body() body: WithdrawDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<WithdrawalStateView> {
    const { created, state } = await this.withdrawals.withdraw(processNumber, body);
    response.status(created ? 201 : 200);
    return presentWithdrawalState(state);
  }

  /** Always the same answer; when the order number and e-mail match a paid order, its link is emailed. */
  @Post('withdrawals/lookup')
  @HttpCode(202)
  @PublicWriteLimit('withdrawal-lookups')
  @ApiAcceptedResponse({ type: WithdrawalLookupView })
  @ApiErrors(API_ERRORS.validationFailed)
  async lookup(@Body() body: WithdrawalLookupDto): Promise<WithdrawalLookupView> {
    await this.withdrawals.lookup(body);
    return { status: 'sent_if_found' };
  }
}

const withdrawalId = () => notFoundOnBadUuid(API_ERRORS.withdrawalNotFound);

/** The back office's withdrawals: the list with refund-by dates, books back, and the one-step refund. */
@ApiTags('admin withdrawals')
@AdminOnly()
@Controller('admin/withdrawals')
export class AdminWithdrawalsController {
  constructor(
    @Inject(WithdrawalsService) private readonly withdrawals: WithdrawalsService,
    @Inject(ShopClock) private readonly clock: ShopClock,
  ) {}

  @Get()
  @ApiOkResponse({ type: [AdminWithdrawalView], description: 'Open ones first by refund-by date, then the refunded; at most 500' })
  async list(): Promise<AdminWithdrawalView[]> {
    return (await this.withdrawals.list()).map((entry) => this.present(entry));
  }

  @Post(':id/books-back')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminWithdrawalView })
  @ApiErrors(API_ERRORS.withdrawalNotFound)
  async booksBack(@Param('id', withdrawalId()) id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<AdminWithdrawalView> {
    return this.present(await this.withdrawals.booksBack(id, admin.username));
  }

  /** Refunds the withdrawn books and the standard delivery through the refund flow; the parent gets one refund email. */
  @Post(':id/refund')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminWithdrawalView })
  @ApiErrors(
    API_ERRORS.withdrawalNotFound,
    API_ERRORS.withdrawalRefunded,
    API_ERRORS.nothingToRefund,
    API_ERRORS.refundRefused,
    API_ERRORS.paymentProviderUnavailable,
  )
  async refund(@Param('id', withdrawalId()) id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<AdminWithdrawalView> {
    return this.present(await this.withdrawals.refund(id, admin.username));
  }

  private present({ withdrawal, order }: WithdrawalWithOrder): AdminWithdrawalView {
    return presentAdminWithdrawal(withdrawal, order, this.clock.now());
  }
}
