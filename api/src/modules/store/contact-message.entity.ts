import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor's message from the contact page, kept even when mailing it to the admin fails. */
@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text', { name: 'full_name' })
  fullName: string;

  @Column('text')
  email: string;

  @Column('text')
  subject: string;

  @Column('text')
  message: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
