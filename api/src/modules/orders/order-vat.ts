import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { splitOrder, vatSchemeFor, type VatScheme, type VatSplit } from '@bookshop/contracts/vat';
import { shopDay } from '@bookshop/contracts/withdrawals';
import { ShopClock } from '../../platform/config/shop-clock.js';
import { apiError } from '../../platform/http/api-error.js';
import { VatRatesService } from '../store/index.js';
import { CrossBorderSalesCache } from './cross-border-sales-cache.js';
import type { PricedOrder } from './pricing.js';
import { crossBorderSalesIn, lockThresholdDecisions } from './vat.queries.js';

/** The VAT of an order as it is placed, stored on it and its lines and never changed after. */
export interface OrderVatSplit {
  country: string;
  scheme: VatScheme;
  rate: number;
  lines: VatSplit[];
  shipping: VatSplit;
  total: VatSplit;
}

/** The year's and last year's cross-border EU sales to consumers, net: paid orders less their refunds. */
export interface CrossBorderSales {
  home_country: string;
  year: number;
  this_year_net_cents: number;
  last_year_net_cents: number;
}

/**
 * Which VAT rate an order carries, and its split (docs/vat.md): the home country's rate, or the
 * destination's once the shop is registered for the One-Stop-Shop or its cross-border sales pass
 * the threshold. Delivery follows the rate of the books it delivers.
 */
@Injectable()
export class OrderVat {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(VatRatesService) private readonly rates: VatRatesService,
    @Inject(ShopClock) private readonly clock: ShopClock,
    @Inject(CrossBorderSalesCache) private readonly crossBorderTotals: CrossBorderSalesCache,
  ) {}

  /** Inside the transaction that places the order, so two orders near the threshold are decided one after the other. */
  forNewOrder(manager: EntityManager, country: string, priced: PricedOrder): Promise<OrderVatSplit> {
    return this.split(manager, country, priced, true);
  }

  /**
   * The rate the checkout shows for a country now: as for an order of nothing, the threshold as it
   * stands (the totals kept by `CrossBorderSalesCache`). Takes no lock.
   */
  async quote(country: string): Promise<{ rate: number; scheme: VatScheme }> {
    const nothing = { lines: [], subtotal_cents: 0, shipping_cost_cents: 0, total_cents: 0 };
    const { rate, scheme } = await this.split(this.dataSource.manager, country, nothing, false);
    return { rate, scheme };
  }

  private async split(manager: EntityManager, country: string, priced: PricedOrder, decideAlone: boolean): Promise<OrderVatSplit> {
    const day = shopDay(this.clock.now());
    const { home_country, oss_registered_since } = await this.rates.vatSettings(manager);
    const homeRate = await this.rateOrRefuse(manager, home_country, day);
    const orderNetAtHomeCents = splitOrderAt(priced, homeRate).total.net_cents;

    let sales = { this_year_net_cents: 0, last_year_net_cents: 0 };
    const abroad = country.toUpperCase() !== home_country.toUpperCase();
    if (abroad && !(oss_registered_since && oss_registered_since <= day)) {
      const year = Number(day.slice(0, 4));
      const sum = () => crossBorderSalesIn(manager, home_country, year);
      if (decideAlone) {
        await lockThresholdDecisions(manager);
        sales = await sum();
      } else sales = await this.crossBorderTotals.get(home_country, year, sum);
    }
    const scheme = vatSchemeFor({
      homeCountry: home_country,
      destinationCountry: country,
      ossRegisteredSince: oss_registered_since,
      orderDay: day,
      crossBorderNetThisYearCents: sales.this_year_net_cents,
      crossBorderNetLastYearCents: sales.last_year_net_cents,
      orderNetAtHomeCents,
    });
    const rate = scheme === 'oss' ? await this.rateOrRefuse(manager, country, day) : homeRate;
    return { country: country.toUpperCase(), scheme, rate, ...splitOrderAt(priced, rate) };
  }

  /** The figures the dashboard compares with the threshold. */
  async crossBorderSales(): Promise<CrossBorderSales> {
    const { home_country } = await this.rates.vatSettings();
    const year = Number(shopDay(this.clock.now()).slice(0, 4));
    return { home_country, year, ...(await crossBorderSalesIn(this.dataSource.manager, home_country, year)) };
  }

  private async rateOrRefuse(manager: EntityManager, country: string, day: string): Promise<number> {
    const rate = await this.rates.rateOn(country, day, manager);
    if (rate === null) {
      throw apiError(API_ERRORS.vatRateMissing, { message: `No VAT rate is set for ${country}: staff add one in the back office` });
    }
    return rate;
  }
}

function splitOrderAt(priced: PricedOrder, rate: number) {
  return splitOrder(
    priced.lines.map((line) => line.total_price_cents),
    priced.shipping_cost_cents,
    rate,
  );
}
