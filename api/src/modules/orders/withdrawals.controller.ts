import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ShopClock } from '../../platform/config/shop-clock.js';
import { ApiErrors, VALIDATION_FAILED } from '../../platform/http/api-errors.js';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly, CurrentAdmin } from '../identity/admin-auth.guard.js';
import type { AdminPrincipal } from '../identity/auth.service.js';
import { WithdrawDto, WithdrawalLookupDto } from './dto/withdrawal.dto.js';
import { AdminWithdrawalView, WithdrawalLookupView, WithdrawalStateView } from './dto/withdrawal.view.js';
import { presentAdminWithdrawal, presentWithdrawalState } from './withdrawal.presenter.js';
import { WITHDRAWAL_NOT_FOUND, WithdrawalsService, type WithdrawalWithOrder } from './withdrawals.service.js';

const ORDER_NOT_FOUND = { code: 'order_not_found', message: 'Order not found' };

/** The parent's withdrawal function: on the order page, and the lookup page for those without its link. */
@ApiTags('withdrawals')
@Controller()
export class WithdrawalsController {
  constructor(@Inject(WithdrawalsService) private readonly withdrawals: WithdrawalsService) {}

  @Get('orders/:processNumber/withdrawal')
  @ApiOkResponse({ type: WithdrawalStateView })
  @ApiErrors({ 404: ORDER_NOT_FOUND })
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
  @ApiErrors({
    400: [VALIDATION_FAILED, { code: 'withdrawal_items_invalid', message: 'Each book withdrawn must be a line of this order' }],
    404: ORDER_NOT_FOUND,
    409: [
      { code: 'order_not_paid', message: 'An order can be withdrawn from once it is paid' },
      { code: 'withdrawal_period_over', message: 'The withdrawal period of this order has ended (14 days after delivery)' },
    ],
  })
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
  @ApiErrors({ 400: VALIDATION_FAILED })
  async lookup(@Body() body: WithdrawalLookupDto): Promise<WithdrawalLookupView> {
    await this.withdrawals.lookup(body);
    return { status: 'sent_if_found' };
  }
}

const withdrawalId = () => notFoundOnBadUuid(WITHDRAWAL_NOT_FOUND.code, WITHDRAWAL_NOT_FOUND.message);

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
  @ApiErrors({ 404: WITHDRAWAL_NOT_FOUND })
  async booksBack(@Param('id', withdrawalId()) id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<AdminWithdrawalView> {
    return this.present(await this.withdrawals.booksBack(id, admin.username));
  }

  /** Refunds the withdrawn books and the standard delivery through the refund flow; the parent gets one refund email. */
  @Post(':id/refund')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminWithdrawalView })
  @ApiErrors({
    404: WITHDRAWAL_NOT_FOUND,
    409: [
      { code: 'withdrawal_refunded', message: 'This withdrawal has already been refunded' },
      { code: 'nothing_to_refund', message: 'Nothing of this order can be refunded' },
      { code: 'refund_refused', message: 'The payment provider refused the refund' },
    ],
    502: { code: 'payment_provider_unavailable', message: 'The payment provider could not be reached, nothing was refunded' },
  })
  async refund(@Param('id', withdrawalId()) id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<AdminWithdrawalView> {
    return this.present(await this.withdrawals.refund(id, admin.username));
  }

  private present({ withdrawal, order }: WithdrawalWithOrder): AdminWithdrawalView {
    return presentAdminWithdrawal(withdrawal, order, this.clock.now());
  }
}
