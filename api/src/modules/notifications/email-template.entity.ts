import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An email in three languages; subjects and bodies are Handlebars templates with `{{name}}` placeholders. */
@Entity('email_templates')
export class EmailTemplate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text', { name: 'subject_ar' }) subjectAr: string;
  @Column('text', { name: 'subject_en' }) subjectEn: string;
  @Column('text', { name: 'subject_nl' }) subjectNl: string;
  @Column('text', { name: 'body_ar' }) bodyAr: string;
  @Column('text', { name: 'body_en' }) bodyEn: string;
  @Column('text', { name: 'body_nl' }) bodyNl: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
