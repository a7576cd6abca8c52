import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';

/** GET /api/admin/vat/report: one quarter of one year. */
export class VatReportQuery {
  @Type(() => Number)
  @IsInt({ message: 'admin.vat.yearInvalid' })
  @Min(2000, { message: 'admin.vat.yearInvalid' })
  @Max(2100, { message: 'admin.vat.yearInvalid' })
  @ApiProperty({ example: 2026 })
  year: number;

  @Type(() => Number)
  @IsIn([1, 2, 3, 4], { message: 'admin.vat.quarterInvalid' })
  @ApiProperty({ enum: [1, 2, 3, 4], example: 4 })
  quarter: 1 | 2 | 3 | 4;
}

export class VatQuoteView {
  @ApiProperty({ example: 'DE' })
  country_code: string;
  @ApiProperty({ description: 'Hundredths of a percent: 900 is 9%', example: 900 })
  rate: number;
  @ApiProperty({
    enum: ['home', 'oss'],
    description: 'home: the rate of the country the shop is established in; oss: the destination’s',
    example: 'oss',
  })
  scheme: 'home' | 'oss';
}

export class VatThresholdView {
  @ApiProperty({ example: 'NL' })
  home_country: string;
  @ApiProperty({ example: 2026 })
  year: number;
  @ApiProperty({ description: 'Net cross-border EU sales to consumers this year: paid orders less refunds, in cents', example: 812_345 })
  this_year_net_cents: number;
  @ApiProperty({ example: 0 })
  last_year_net_cents: number;
  @ApiProperty({ example: 1_000_000 })
  threshold_cents: number;
  @ApiProperty({ description: 'From 80% of the threshold, or when registered or over it: staff should act', example: true })
  warning: boolean;
  @ApiProperty({ type: String, nullable: true, example: null })
  oss_registered_since: string | null;
}

/** One line of the quarterly report: a country and rate under one scheme, in cents. */
export class VatReportLineView {
  @ApiProperty({ enum: ['home', 'oss'], description: 'home: on the home VAT return; oss: on the One-Stop-Shop return', example: 'oss' })
  scheme: 'home' | 'oss';
  @ApiProperty({ example: 'DE' })
  country_code: string;
  @ApiProperty({ description: 'Hundredths of a percent', example: 700 })
  rate: number;
  @ApiProperty({ example: 251_900 })
  sales_net_cents: number;
  @ApiProperty({ example: 17_600 })
  sales_vat_cents: number;
  @ApiProperty({ example: 467 })
  refunds_net_cents: number;
  @ApiProperty({ example: 33 })
  refunds_vat_cents: number;
  @ApiProperty({ description: 'Sales less refunds', example: 251_433 })
  net_cents: number;
  @ApiProperty({ description: 'Sales less refunds', example: 17_567 })
  vat_cents: number;
}

export class VatReportView {
  @ApiProperty({ example: 2026 })
  year: number;
  @ApiProperty({ enum: [1, 2, 3, 4], example: 4 })
  quarter: 1 | 2 | 3 | 4;
  @ApiProperty({ description: "The shop's currency: an OSS return is filed in euros", example: 'EUR' })
  currency: string;
  @ApiProperty({ type: [VatReportLineView] })
  lines: VatReportLineView[];
}
