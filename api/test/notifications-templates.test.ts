import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { EmailTemplatesService } from '../src/modules/notifications/email-templates.service.js';
import { startTestApp, type TestApp } from './test-app.js';

const shippingDelay = (overrides: Record<string, string> = {}) => ({
  name: 'shipping_delay',
  subject_ar: 'تأخير في شحن طلبك {{friendly_id}}',
  subject_en: 'A short delay for order {{friendly_id}}',
  subject_nl: 'Kleine vertraging voor bestelling {{friendly_id}}',
  body_ar: 'مرحبًا {{customer_name}}، سيُشحن طلبك في {{new_date}}.',
  body_en: 'Dear {{customer_name}}, your order ships on {{new_date}}.',
  body_nl: 'Beste {{customer_name}}, je bestelling wordt op {{new_date}} verzonden.',
  ...overrides,
});

describe('notifications: email templates', () => {
  let shop: TestApp;
  let auth: { Authorization: string };
  beforeAll(async () => {
    shop = await startTestApp();
    ({ auth } = await shop.login());
  });
  afterAll(() => shop.close());

  it('has the default templates on a fresh shop, each listing its placeholders', async () => {
    const response = await shop.http().get('/api/admin/email-templates').set(auth).expect(200);
    const byName = new Map(response.body.map((template: { name: string }) => [template.name, template]));
    expect([...byName.keys()]).toEqual(expect.arrayContaining(['order_confirmation', 'order_sent', 'order_delivered', 'contact_message']));
    expect(byName.get('order_confirmation')).toMatchObject({
      id: expect.any(String),
      subject_ar: expect.stringContaining('{{friendly_id}}'),
      body_nl: expect.stringContaining('{{customer_name}}'),
      placeholders: ['friendly_id', 'customer_name', 'total', 'order_url'],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(byName.get('contact_message')).toMatchObject({ placeholders: ['subject', 'full_name', 'email', 'message'] });
  });

  it('keeps the system templates: each can be edited, but deleting or renaming one answers 409', async () => {
    const templates = (await shop.http().get('/api/admin/email-templates').set(auth).expect(200)).body as {
      id: string;
      name: string;
      system: boolean;
    }[];
    const systemNames = ['order_confirmation', 'order_sent', 'order_delivered', 'order_refunded', 'contact_message'];
    expect(templates.filter((template) => template.system).map((template) => template.name)).toEqual(expect.arrayContaining(systemNames));
    for (const name of systemNames) {
      const template = templates.find((candidate) => candidate.name === name)!;
      const refused = await shop.http().delete(`/api/admin/email-templates/${template.id}`).set(auth).expect(409);
      expect(refused.body).toMatchObject({ statusCode: 409, code: 'template_protected', message: expect.stringContaining(name) });
    }
    const confirmation = templates.find((template) => template.name === 'order_confirmation')!;
    const renamed = await shop
      .http()
      .put(`/api/admin/email-templates/${confirmation.id}`)
      .set(auth)
      .send(shippingDelay({ name: 'thanks' }))
      .expect(409);
    expect(renamed.body).toMatchObject({ code: 'template_protected', fields: { name: 'admin.templates.systemNameFixed' } });

    const edited = await shop
      .http()
      .put(`/api/admin/email-templates/${confirmation.id}`)
      .set(auth)
      .send(shippingDelay({ name: 'order_confirmation', body_en: 'Our own words' }))
      .expect(200);
    expect(edited.body).toMatchObject({ name: 'order_confirmation', body_en: 'Our own words', system: true });
    const after = (await shop.http().get('/api/admin/email-templates').set(auth).expect(200)).body as { name: string }[];
    expect(after.map((template) => template.name)).toEqual(expect.arrayContaining(systemNames));
  });

  it('inserts a system template missing from older data at the start, and never overwrites an edited one', async () => {
    const templates = (await shop.http().get('/api/admin/email-templates').set(auth).expect(200)).body as { id: string; name: string }[];
    const sent = templates.find((template) => template.name === 'order_sent')!;
    await shop
      .http()
      .put(`/api/admin/email-templates/${sent.id}`)
      .set(auth)
      .send(shippingDelay({ name: 'order_sent', body_en: 'Our own words' }))
      .expect(200);
    // The back office cannot delete it any more; a shop from before that rule may still lack it.
    await shop.app.get(DataSource).query(`DELETE FROM email_templates WHERE name = 'order_delivered'`);

    await shop.app.get(EmailTemplatesService).ensureDefaultTemplates();

    const after = (await shop.http().get('/api/admin/email-templates').set(auth).expect(200)).body as { name: string; body_en: string }[];
    expect(after.find((template) => template.name === 'order_sent')!.body_en).toBe('Our own words');
    expect(after.find((template) => template.name === 'order_delivered')!.body_en).toContain('{{friendly_id}}');
  });

  it('offers the order page every template but the contact message', async () => {
    const forSending = (await shop.http().get('/api/emails/templates').set(auth).expect(200)).body as { name: string }[];
    expect(forSending.map((template) => template.name)).toEqual(
      expect.arrayContaining(['order_confirmation', 'order_sent', 'order_delivered', 'order_refunded']),
    );
    expect(forSending.map((template) => template.name)).not.toContain('contact_message');
  });

  it('needs an admin token on every template route, including the send-email list', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await shop.http().get('/api/admin/email-templates').expect(401);
    await shop.http().get('/api/emails/templates').expect(401);
    await shop.http().post('/api/admin/email-templates').send(shippingDelay()).expect(401);
    await shop.http().put(`/api/admin/email-templates/${id}`).send(shippingDelay()).expect(401);
    await shop.http().delete(`/api/admin/email-templates/${id}`).expect(401);
    const invalid = await shop.http().get('/api/emails/templates').set({ Authorization: 'Bearer not-a-token' }).expect(401);
    expect(invalid.body.code).toBe('invalid_token');
  });

  it('creates, lists, updates and deletes a template', async () => {
    const created = await shop
      .http()
      .post('/api/admin/email-templates')
      .set(auth)
      .send(shippingDelay({ name: '  shipping_delay  ' }))
      .expect(201);
    expect(created.body).toMatchObject({
      ...shippingDelay(),
      id: expect.any(String),
      placeholders: ['friendly_id', 'customer_name', 'new_date'],
    });

    const forSending = await shop.http().get('/api/emails/templates').set(auth).expect(200);
    expect(forSending.body.find((template: { id: string }) => template.id === created.body.id)).toMatchObject({ name: 'shipping_delay' });

    const updated = await shop
      .http()
      .put(`/api/admin/email-templates/${created.body.id}`)
      .set(auth)
      .send(shippingDelay({ body_en: 'Hello {{customer_name}}, see {{tracking_url}}.' }))
      .expect(200);
    expect(updated.body).toMatchObject({
      body_en: 'Hello {{customer_name}}, see {{tracking_url}}.',
      placeholders: ['friendly_id', 'customer_name', 'new_date', 'tracking_url'],
    });

    await shop.http().delete(`/api/admin/email-templates/${created.body.id}`).set(auth).expect(204);
    await shop.http().delete(`/api/admin/email-templates/${created.body.id}`).set(auth).expect(404);
    const list = await shop.http().get('/api/admin/email-templates').set(auth).expect(200);
    expect(list.body.map((template: { name: string }) => template.name)).not.toContain('shipping_delay');
  });

  it('requires the name, all three subjects and all three bodies', async () => {
    const empty = await shop.http().post('/api/admin/email-templates').set(auth).send({}).expect(400);
    expect(empty.body).toMatchObject({
      code: 'validation_failed',
      fields: {
        name: 'admin.templates.nameRequired',
        subject_ar: 'admin.templates.subjectRequired',
        subject_en: 'admin.templates.subjectRequired',
        subject_nl: 'admin.templates.subjectRequired',
        body_ar: 'admin.templates.bodyRequired',
        body_en: 'admin.templates.bodyRequired',
        body_nl: 'admin.templates.bodyRequired',
      },
    });
    const blank = await shop
      .http()
      .post('/api/admin/email-templates')
      .set(auth)
      .send(shippingDelay({ name: '   ', body_nl: '\n ' }))
      .expect(400);
    expect(blank.body.fields).toEqual({ name: 'admin.templates.nameRequired', body_nl: 'admin.templates.bodyRequired' });
    const long = await shop
      .http()
      .post('/api/admin/email-templates')
      .set(auth)
      .send(shippingDelay({ name: 'n'.repeat(101), subject_en: 's'.repeat(301) }))
      .expect(400);
    expect(long.body.fields).toEqual({ name: 'admin.templates.nameTooLong', subject_en: 'admin.templates.subjectTooLong' });
  });

  it('refuses a second template with the same name, on create and on rename', async () => {
    const first = await shop
      .http()
      .post('/api/admin/email-templates')
      .set(auth)
      .send(shippingDelay({ name: 'gift_note' }))
      .expect(201);
    const duplicate = await shop
      .http()
      .post('/api/admin/email-templates')
      .set(auth)
      .send(shippingDelay({ name: 'gift_note' }))
      .expect(409);
    expect(duplicate.body).toMatchObject({ statusCode: 409, code: 'template_exists' });

    const other = await shop
      .http()
      .post('/api/admin/email-templates')
      .set(auth)
      .send(shippingDelay({ name: 'gift_note_2' }))
      .expect(201);
    const renamed = await shop
      .http()
      .put(`/api/admin/email-templates/${other.body.id}`)
      .set(auth)
      .send(shippingDelay({ name: 'gift_note' }))
      .expect(409);
    expect(renamed.body.code).toBe('template_exists');
    // Saving a template under its own name is not a conflict.
    await shop
      .http()
      .put(`/api/admin/email-templates/${first.body.id}`)
      .set(auth)
      .send(shippingDelay({ name: 'gift_note' }))
      .expect(200);
  });

  it('refuses subjects and bodies that are not valid Handlebars, naming each field', async () => {
    const broken = shippingDelay({
      name: 'broken',
      body_en: 'Dear {{customer_name}, ...',
      subject_nl: '{{#if friendly_id}}open block',
      body_ar: '{{shout customer_name}}',
    });
    const response = await shop.http().post('/api/admin/email-templates').set(auth).send(broken).expect(400);
    expect(response.body).toMatchObject({
      code: 'invalid_template',
      message: expect.stringContaining('body_en'),
      fields: {
        subject_nl: 'admin.templates.invalidSyntax',
        body_ar: 'admin.templates.invalidSyntax',
        body_en: 'admin.templates.invalidSyntax',
      },
    });
    expect(Object.keys(response.body.fields)).toHaveLength(3);

    const valid = await shop
      .http()
      .post('/api/admin/email-templates')
      .set(auth)
      .send(shippingDelay({ name: 'will_break' }))
      .expect(201);
    const update = await shop
      .http()
      .put(`/api/admin/email-templates/${valid.body.id}`)
      .set(auth)
      .send(shippingDelay({ name: 'will_break', body_nl: '{{/if}}' }))
      .expect(400);
    expect(update.body.fields).toEqual({ body_nl: 'admin.templates.invalidSyntax' });
  });

  it('answers 404 for malformed and unknown ids', async () => {
    const malformed = await shop.http().put('/api/admin/email-templates/not-a-uuid').set(auth).send(shippingDelay()).expect(404);
    expect(malformed.body.code).toBe('template_not_found');
    await shop.http().delete('/api/admin/email-templates/42').set(auth).expect(404);
    await shop
      .http()
      .put('/api/admin/email-templates/00000000-0000-4000-8000-000000000000')
      .set(auth)
      .send(shippingDelay({ name: 'nobody' }))
      .expect(404);
  });
});
