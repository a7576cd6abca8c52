import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A country's VAT rate for printed books from a day on; the latest that has started applies. */
@Entity('vat_rates')
export class VatRate {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('char', { name: 'country_code', length: 2 }) countryCode: string;
  /** Hundredths of a percent: 900 is 9%. */
  @Column('integer') rate: number;
  /** YYYY-MM-DD. */
  @Column('date', { name: 'starts_on' }) startsOn: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
