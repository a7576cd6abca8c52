import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '@bookshop/contracts/languages';
import type { PrivacyRequestChannel, PrivacyRequestKind } from '@bookshop/contracts/privacy';

/** A parent's request to see or erase their data: who asked, when, by when it is due, what was done. */
@Entity('privacy_requests')
export class PrivacyRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  kind: PrivacyRequestKind;

  @Column('text')
  channel: PrivacyRequestChannel;

  /** null once the address was erased: the log then keeps only its hash. */
  @Column('text', { nullable: true })
  email: string | null;

  @Column('text', { name: 'email_hash' })
  emailHash: string;

  /** The staff member who recorded or answered it; null for a parent's own request not yet answered. */
  @Column('text', { name: 'admin_username', nullable: true })
  adminUsername: string | null;

  @Column('text')
  language: Language;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'due_at' })
  dueAt: Date;

  @Column('timestamptz', { name: 'completed_at', nullable: true })
  completedAt: Date | null;

  /** What was done: counts and order numbers, never personal details. */
  @Column('jsonb', { nullable: true })
  outcome: Record<string, unknown> | null;

  @Column('timestamptz', { name: 'link_issued_at', nullable: true })
  linkIssuedAt: Date | null;

  @Column('timestamptz', { name: 'link_used_at', nullable: true })
  linkUsedAt: Date | null;
}
