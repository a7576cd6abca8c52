import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Order } from './order.entity.js';

/** A line of an order, with the book's titles and price as they were when ordered. */
@Entity('order_items')
export class OrderItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne('Order', (order: Order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Order;

  @Column('uuid', { name: 'book_id', nullable: true }) bookId: string | null;
  @Column('smallint') position: number;
  @Column('text', { name: 'title_ar' }) titleAr: string;
  @Column('text', { name: 'title_en' }) titleEn: string;
  @Column('text', { name: 'title_nl' }) titleNl: string;
  @Column('text', { name: 'author_ar' }) authorAr: string;
  @Column('text', { name: 'author_en' }) authorEn: string;
  @Column('text', { name: 'author_nl' }) authorNl: string;
  @Column('text', { name: 'cover_image_url' }) coverImageUrl: string;
  @Column('integer', { name: 'unit_price_cents' }) unitPriceCents: number;
  @Column('integer') quantity: number;
  @Column('integer', { name: 'total_price_cents' }) totalPriceCents: number;
  /** The line's total split at the order's VAT rate; NULL before the shop recorded VAT. */
  @Column('integer', { name: 'net_cents', nullable: true }) netCents: number | null;
  @Column('integer', { name: 'vat_cents', nullable: true }) vatCents: number | null;
}
