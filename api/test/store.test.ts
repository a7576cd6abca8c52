import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

describe('store: settings and shipping configs', () => {
  let shop: TestApp;
  let auth: { Authorization: string };
  beforeAll(async () => {
    shop = await startTestApp();
    ({ auth } = await shop.login());
  });
  afterAll(() => shop.close());

  it('reads the default settings publicly and lets an admin change them', async () => {
    const defaults = await shop.http().get('/api/settings').expect(200);
    const contactDefaults = { contact_phone: '+31 10 123 4567', contact_email: 'info@kinderboekwinkel.nl', contact_city: 'Rotterdam' };
    // The shop's identity is empty until staff fill it in (legal.test.ts).
    const identityDefaults = {
      company_legal_name: '',
      company_trading_name: '',
      company_street: '',
      company_postcode: '',
      company_city: '',
      company_country: 'NL',
      company_kvk_number: '',
      company_vat_number: '',
      company_details_complete: false,
    };
    expect(defaults.body).toEqual({
      currency: 'EUR',
      admin_email: ADMIN.email,
      free_shipping_threshold: 30,
      default_shipping_cost: 6.95,
      default_shipping_threshold: 30,
      default_delivery_days_min: 2,
      default_delivery_days_max: 5,
      ...contactDefaults,
      ...identityDefaults,
    });

    await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ currency: 'GBP', admin_email: 'shop@bookshop.test', free_shipping_threshold: 45.5 })
      .expect(200);
    expect((await shop.http().get('/api/settings').expect(200)).body).toEqual({
      currency: 'GBP',
      admin_email: 'shop@bookshop.test',
      free_shipping_threshold: 45.5,
      default_shipping_cost: 6.95,
      default_shipping_threshold: 45.5,
      default_delivery_days_min: 2,
      default_delivery_days_max: 5,
      ...contactDefaults,
      ...identityDefaults,
    });

    const bad = await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ currency: 'JPY', admin_email: 'not-an-email', free_shipping_threshold: -1 })
      .expect(400);
    expect(bad.body.fields).toEqual({
      currency: 'admin.settings.currencyInvalid',
      admin_email: 'admin.settings.emailInvalid',
      free_shipping_threshold: 'admin.settings.thresholdInvalid',
    });
  });

  it('staff set the default shipping of EU countries without a config; the banner threshold follows; bad input 400 by field', async () => {
    await shop.http().put('/api/settings/default-shipping').send({ default_shipping_cost: 5, default_shipping_threshold: 40 }).expect(401);
    const saved = await shop
      .http()
      .put('/api/settings/default-shipping')
      .set(auth)
      .send({ default_shipping_cost: 5.5, default_shipping_threshold: 40 })
      .expect(200);
    expect(saved.body).toMatchObject({ default_shipping_cost: 5.5, default_shipping_threshold: 40, free_shipping_threshold: 40 });
    expect((await shop.http().get('/api/settings').expect(200)).body).toMatchObject({
      default_shipping_cost: 5.5,
      default_shipping_threshold: 40,
      free_shipping_threshold: 40,
    });

    const bad = await shop
      .http()
      .put('/api/settings/default-shipping')
      .set(auth)
      .send({ default_shipping_cost: -1, default_shipping_threshold: 'lots' })
      .expect(400);
    expect(bad.body.fields).toEqual({
      default_shipping_cost: 'admin.shipping.costInvalid',
      default_shipping_threshold: 'admin.settings.thresholdInvalid',
    });
    const tooPrecise = await shop
      .http()
      .put('/api/settings/default-shipping')
      .set(auth)
      .send({ default_shipping_cost: 1.234, default_shipping_threshold: 2_000_000 })
      .expect(400);
    expect(Object.keys(tooPrecise.body.fields)).toEqual(['default_shipping_cost', 'default_shipping_threshold']);
    await shop.http().put('/api/settings/default-shipping').set(auth).send({}).expect(400);
    expect((await shop.http().get('/api/settings').expect(200)).body).toMatchObject({
      default_shipping_cost: 5.5,
      default_shipping_threshold: 40,
    });
  });

  it('staff set the contact details parents see; bad ones are refused by field', async () => {
    const contact = { contact_phone: '+31 20 765 4321', contact_email: 'help@bookshop.test', contact_city: 'Utrecht' };
    await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ currency: 'EUR', admin_email: 'owner@bookshop.test', free_shipping_threshold: 30, ...contact })
      .expect(200);
    expect((await shop.http().get('/api/settings').expect(200)).body).toMatchObject(contact);

    const bad = await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ currency: 'EUR', admin_email: 'owner@bookshop.test', contact_phone: 'call us', contact_email: 'nope', contact_city: '' })
      .expect(400);
    expect(bad.body.fields).toEqual({
      contact_phone: 'admin.settings.phoneInvalid',
      contact_email: 'admin.settings.emailInvalid',
      contact_city: 'admin.settings.cityInvalid',
    });
    expect((await shop.http().get('/api/settings').expect(200)).body).toMatchObject(contact);
  });

  it('creates, lists, updates and deletes shipping configs for EU countries', async () => {
    const created = await shop
      .http()
      .post('/api/shipping')
      .set(auth)
      .send({ country_code: 'nl', country_name: 'Netherlands', shipping_cost: 4.95, shipping_threshold: 30 })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      country_code: 'NL',
      country_name: 'Netherlands',
      shipping_cost: 4.95,
      shipping_threshold: 30,
      delivery_days_min: 2,
      delivery_days_max: 5,
    });

    const duplicate = await shop
      .http()
      .post('/api/shipping')
      .set(auth)
      .send({ country_code: 'NL', country_name: 'Nederland', shipping_cost: 3 })
      .expect(409);
    expect(duplicate.body.code).toBe('shipping_exists');

    const outsideEu = await shop
      .http()
      .post('/api/shipping')
      .set(auth)
      .send({ country_code: 'US', country_name: 'United States', shipping_cost: 20 })
      .expect(400);
    expect(outsideEu.body.fields).toEqual({ country_code: 'admin.shipping.euOnly' });

    const missing = await shop.http().post('/api/shipping').set(auth).send({ country_code: 'BE' }).expect(400);
    expect(missing.body.fields).toEqual({ country_name: 'admin.shipping.nameRequired', shipping_cost: 'admin.shipping.costInvalid' });

    // A missing or invalid threshold is stored as 0: no free shipping.
    const noThreshold = await shop
      .http()
      .post('/api/shipping')
      .set(auth)
      .send({ country_code: 'DE', country_name: 'Germany', shipping_cost: '6.95' })
      .expect(201);
    expect(noThreshold.body).toMatchObject({ shipping_cost: 6.95, shipping_threshold: 0 });
    const badThreshold = await shop
      .http()
      .post('/api/shipping')
      .set(auth)
      .send({ country_code: 'BE', country_name: 'Belgium', shipping_cost: 5, shipping_threshold: 'lots' })
      .expect(201);
    expect(badThreshold.body.shipping_threshold).toBe(0);

    const updated = await shop
      .http()
      .put(`/api/shipping/${created.body.id}`)
      .set(auth)
      .send({ country_code: 'NL', country_name: 'Nederland', shipping_cost: 3.5, shipping_threshold: 25 })
      .expect(200);
    expect(updated.body).toMatchObject({ country_name: 'Nederland', shipping_cost: 3.5, shipping_threshold: 25 });
    const moved = await shop
      .http()
      .put(`/api/shipping/${created.body.id}`)
      .set(auth)
      .send({ country_code: 'FR', country_name: 'France', shipping_cost: 3.5 })
      .expect(400);
    expect(moved.body.code).toBe('country_locked');

    const publicList = await shop.http().get('/api/shipping').expect(200);
    expect(publicList.body.map((config: { country_code: string }) => config.country_code)).toEqual(['BE', 'DE', 'NL']);
    expect((await shop.http().get('/api/shipping/admin/all').set(auth).expect(200)).body).toEqual(publicList.body);

    await shop.http().delete(`/api/shipping/${noThreshold.body.id}`).set(auth).expect(204);
    await shop.http().delete(`/api/shipping/${noThreshold.body.id}`).set(auth).expect(404);
    await shop
      .http()
      .put('/api/shipping/not-a-uuid')
      .set(auth)
      .send({ country_code: 'NL', country_name: 'x', shipping_cost: 1 })
      .expect(404);
  });

  it('keeps a delivery time per country and for the EU default: whole days 1 to 60, both bounds together, shortest first', async () => {
    const created = await shop
      .http()
      .post('/api/shipping')
      .set(auth)
      .send({ country_code: 'AT', country_name: 'Austria', shipping_cost: 7, delivery_days_min: 3, delivery_days_max: 6 })
      .expect(201);
    expect(created.body).toMatchObject({ delivery_days_min: 3, delivery_days_max: 6 });

    const edited = await shop
      .http()
      .put(`/api/shipping/${created.body.id}`)
      .set(auth)
      .send({ country_code: 'AT', country_name: 'Austria', shipping_cost: 8 })
      .expect(200);
    expect(edited.body).toMatchObject({ shipping_cost: 8, delivery_days_min: 3, delivery_days_max: 6 });
    const publicList = (await shop.http().get('/api/shipping').expect(200)).body as { country_code: string }[];
    expect(publicList.find((config) => config.country_code === 'AT')).toMatchObject({ delivery_days_min: 3, delivery_days_max: 6 });

    for (const bad of [
      { delivery_days_min: 5, delivery_days_max: 4 },
      { delivery_days_min: 0, delivery_days_max: 4 },
      { delivery_days_min: 2, delivery_days_max: 61 },
      { delivery_days_min: 2.5, delivery_days_max: 4 },
      { delivery_days_min: 2 },
    ]) {
      const refused = await shop
        .http()
        .put(`/api/shipping/${created.body.id}`)
        .set(auth)
        .send({ country_code: 'AT', country_name: 'Austria', shipping_cost: 8, ...bad })
        .expect(400);
      expect(Object.values(refused.body.fields)).toContain('admin.shipping.deliveryDaysInvalid');
    }

    const saved = await shop
      .http()
      .put('/api/settings/default-shipping')
      .set(auth)
      .send({ default_shipping_cost: 6.95, default_shipping_threshold: 30, default_delivery_days_min: 4, default_delivery_days_max: 9 })
      .expect(200);
    expect(saved.body).toMatchObject({ default_delivery_days_min: 4, default_delivery_days_max: 9 });
    const refused = await shop
      .http()
      .put('/api/settings/default-shipping')
      .set(auth)
      .send({ default_shipping_cost: 6.95, default_shipping_threshold: 30, default_delivery_days_min: 9, default_delivery_days_max: 4 })
      .expect(400);
    expect(refused.body.fields).toEqual({ default_delivery_days_max: 'admin.shipping.deliveryDaysInvalid' });
    expect((await shop.http().get('/api/settings').expect(200)).body).toMatchObject({
      default_delivery_days_min: 4,
      default_delivery_days_max: 9,
    });
  });
});
