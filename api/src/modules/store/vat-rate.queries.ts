import type { EntityManager } from 'typeorm';
import { VatRate } from './vat-rate.entity.js';

/* The SQL of the VAT rates, named for what each query answers; each takes the EntityManager to run on. */

/** The rate of a country (its code, in capitals) in force on a day (YYYY-MM-DD): the latest started by then; null before the first. */
export async function rateInForceOn(db: EntityManager, countryCode: string, day: string): Promise<number | null> {
  const [latest] = await db
    .getRepository(VatRate)
    .createQueryBuilder('rate')
    .where('rate.countryCode = :countryCode AND rate.startsOn <= :day', { countryCode, day })
    .orderBy('rate.startsOn', 'DESC')
    .limit(1)
    .getMany();
  return latest?.rate ?? null;
}
