import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { isEuCountry } from '@bookshop/contracts/countries';
import { centsToAmount } from '@bookshop/contracts/money';
import { CSV_BOM, csvField } from '@bookshop/contracts/orders-csv';
import { formatVatRate, OSS_THRESHOLD_CENTS, OSS_WARNING_SHARE } from '@bookshop/contracts/vat';
import { apiError } from '../../platform/http/api-error.js';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { PublicReadLimit } from '../../platform/http/rate-limit.js';
import { AdminOnly } from '../identity/index.js';
import { SettingsService, VatRatesService } from '../store/index.js';
import { VatQuoteView, VatReportQuery, VatReportView, VatThresholdView } from './dto/vat.view.js';
import { OrderVat } from './order-vat.js';
import { VatReports } from './vat-report.queries.js';

/** The VAT an order would carry, the threshold's figure and the quarterly report (docs/vat.md). */
@ApiTags('vat')
@Controller()
export class VatController {
  constructor(
    @Inject(OrderVat) private readonly vat: OrderVat,
    @Inject(VatReports) private readonly reports: VatReports,
    @Inject(VatRatesService) private readonly rates: VatRatesService,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  /** The rate the checkout shows for a destination: the one an order placed now would carry. */
  @Get('vat')
  @PublicReadLimit('vat-quotes')
  @ApiOkResponse({ type: VatQuoteView })
  @ApiErrors(API_ERRORS.validationFailed)
  async quote(@Query('country') country: unknown): Promise<VatQuoteView> {
    if (typeof country !== 'string' || !isEuCountry(country.toUpperCase()))
      throw apiError(API_ERRORS.validationFailed, {
        message: 'Invalid or missing fields: country',
        fields: { country: 'cart.validation.euOnly' },
      });
    return { country_code: country.toUpperCase(), ...(await this.vat.quote(country)) };
  }

  @Get('admin/vat/threshold')
  @AdminOnly()
  @ApiOkResponse({ type: VatThresholdView })
  async threshold(): Promise<VatThresholdView> {
    const [sales, { oss_registered_since }] = await Promise.all([this.vat.crossBorderSales(), this.rates.vatSettings()]);
    return {
      ...sales,
      threshold_cents: OSS_THRESHOLD_CENTS,
      oss_registered_since,
      warning: !oss_registered_since && sales.this_year_net_cents >= OSS_THRESHOLD_CENTS * OSS_WARNING_SHARE,
    };
  }

  @Get('admin/vat/report')
  @AdminOnly()
  @ApiOkResponse({
    type: VatReportView,
    description: 'Per scheme, destination and rate: the net and VAT of the quarter’s paid orders less its refunds',
  })
  @ApiErrors(API_ERRORS.validationFailed)
  async report(@Query() query: VatReportQuery): Promise<VatReportView> {
    return this.reports.quarter(query.year, query.quarter, await this.settings.currency());
  }

  @Get('admin/vat/report.csv')
  @AdminOnly()
  @ApiOkResponse({ description: 'The report as CSV, amounts in major units', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors(API_ERRORS.validationFailed)
  async reportCsv(@Query() query: VatReportQuery, @Res() response: Response): Promise<void> {
    const report = await this.reports.quarter(query.year, query.quarter, await this.settings.currency());
    const header = ['return', 'country', 'rate_percent', 'currency', 'sales_net', 'sales_vat', 'refunds_net', 'refunds_vat', 'net', 'vat'];
    const rows = report.lines.map((line) => [
      line.scheme === 'oss' ? 'OSS' : 'home',
      line.country_code,
      formatVatRate(line.rate),
      report.currency,
      ...[line.sales_net_cents, line.sales_vat_cents, line.refunds_net_cents, line.refunds_vat_cents, line.net_cents, line.vat_cents].map(
        (cents) => centsToAmount(cents).toFixed(2),
      ),
    ]);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="vat-${report.year}-Q${report.quarter}.csv"`);
    response.send(CSV_BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n');
  }
}
