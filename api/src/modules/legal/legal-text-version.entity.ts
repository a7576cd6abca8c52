import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { LegalTextKind } from '@bookshop/contracts/legal-texts';

/**
 * One published version of a legal text, in the three languages. Never changed once published:
 * orders name the versions they were placed under, so an older one must stay as the parent saw it.
 */
@Entity('legal_text_versions')
export class LegalTextVersion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  kind: LegalTextKind;

  /** 1, 2, 3 … per kind; the highest is the current one. */
  @Column('integer')
  version: number;

  @Column('text', { name: 'body_ar' }) bodyAr: string;
  @Column('text', { name: 'body_en' }) bodyEn: string;
  @Column('text', { name: 'body_nl' }) bodyNl: string;

  @Column('timestamptz', { name: 'published_at' })
  publishedAt: Date;

  /** The admin who published it; null for the shop's own defaults. */
  @Column('text', { name: 'published_by', nullable: true })
  publishedBy: string | null;
}
