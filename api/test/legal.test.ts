import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { addBook, addShipping, orderPayload } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

const IDENTITY = {
  company_legal_name: 'Kinderboekwinkel Al-Qamar B.V.',
  company_trading_name: 'Al-Qamar Kinderboeken',
  company_street: 'Witte de Withstraat 12',
  company_postcode: '3012 BP',
  company_city: 'Rotterdam',
  company_country: 'NL',
  company_kvk_number: '12345678',
  company_vat_number: 'NL123456789B01',
};

describe("legal: the shop's identity, the legal texts' versions and the versions an order keeps", () => {
  let shop: TestApp;
  let auth: { Authorization: string };
  beforeAll(async () => {
    shop = await startTestApp();
    ({ auth } = await shop.login());
  });
  afterAll(() => shop.close());

  const baseSettings = { currency: 'EUR', admin_email: 'owner@bookshop.test' };

  it('a new shop has no identity yet; staff fill it in, each field checked for its format, and everyone reads it', async () => {
    const before = (await shop.http().get('/api/settings').expect(200)).body;
    expect(before).toMatchObject({
      company_legal_name: '',
      company_kvk_number: '',
      company_country: 'NL',
      company_details_complete: false,
    });

    const bad = await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({
        ...baseSettings,
        company_street: 'Witte de Withstraat',
        company_postcode: '3012 BP!',
        company_country: 'US',
        company_kvk_number: '1234567',
        company_vat_number: 'NL123456789',
      })
      .expect(400);
    expect(bad.body.fields).toEqual({
      company_street: 'admin.settings.company.streetInvalid',
      company_postcode: 'admin.settings.company.postcodeInvalid',
      company_country: 'admin.settings.company.countryInvalid',
      company_kvk_number: 'admin.settings.company.kvkInvalid',
      company_vat_number: 'admin.settings.company.vatInvalid',
    });
    // Lengths are checked before anything else (and alone).
    const long = await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ ...baseSettings, company_legal_name: 'x'.repeat(121) })
      .expect(400);
    expect(long.body.fields).toEqual({ company_legal_name: 'admin.settings.company.nameInvalid' });

    // Spaces and dots in a VAT number are dropped; another member state's format is fine too.
    const german = await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ ...baseSettings, ...IDENTITY, company_vat_number: 'de 123.456.789' })
      .expect(200);
    expect(german.body).toMatchObject({ company_vat_number: 'DE123456789', company_details_complete: true });

    await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ ...baseSettings, ...IDENTITY, company_vat_number: 'nl 1234.56789 b01' })
      .expect(200);
    const read = (await shop.http().get('/api/settings').expect(200)).body;
    expect(read).toMatchObject({ ...IDENTITY, company_details_complete: true });

    // Left out, a field stays; emptied, the identity is incomplete again.
    await shop.http().put('/api/settings').set(auth).send(baseSettings).expect(200);
    expect((await shop.http().get('/api/settings').expect(200)).body).toMatchObject(IDENTITY);
    const emptied = await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ ...baseSettings, company_kvk_number: '' })
      .expect(200);
    expect(emptied.body.company_details_complete).toBe(false);
    await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ ...baseSettings, ...IDENTITY })
      .expect(200);
  });

  it('each kind starts at version 1 in three languages, with the company details filled in and no raw HTML', async () => {
    for (const kind of ['terms', 'withdrawal', 'privacy', 'shipping', 'about']) {
      const text = (await shop.http().get(`/api/legal-texts/${kind}?lang=en`).expect(200)).body;
      expect(text).toMatchObject({ kind, version: 1, language: 'en' });
      expect(text.html).not.toContain('{{');
    }
    const withdrawal = (await shop.http().get('/api/legal-texts/withdrawal?lang=nl').expect(200)).body;
    expect(withdrawal.html).toContain('14 dagen');
    expect(withdrawal.html).toContain('Kinderboekwinkel Al-Qamar B.V., Witte de Withstraat 12, 3012 BP Rotterdam, Nederland');
    const arabic = (await shop.http().get('/api/legal-texts/terms').expect(200)).body;
    expect(arabic.language).toBe('ar');
    expect(arabic.html).toContain('NL123456789B01');
    // In Arabic each Latin value is isolated, and the address uses the Arabic comma.
    expect(arabic.html).toContain('\u2068Kinderboekwinkel Al-Qamar B.V.\u2069');
    expect(arabic.html).toContain('\u2068Witte de Withstraat 12، 3012 BP Rotterdam، هولندا\u2069');

    // The privacy policy names who is responsible, the legal bases and the retention periods of the settings.
    const privacy = (await shop.http().get('/api/legal-texts/privacy?lang=en').expect(200)).body;
    expect(privacy.html).toContain(
      'Kinderboekwinkel Al-Qamar B.V., Witte de Withstraat 12, 3012 BP Rotterdam, Netherlands (Chamber of Commerce 12345678)',
    );
    expect(privacy.html).toContain('art. 6(1)(b)');
    expect(privacy.html).toContain('removed after 3 months');
    expect(privacy.html).toContain('for 7 years after the end of the year');
    await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ ...baseSettings, ...IDENTITY, retention_contact_messages_months: 6 })
      .expect(200);
    const changed = (await shop.http().get('/api/legal-texts/privacy?lang=nl').expect(200)).body;
    expect(changed.html).toContain('Contactberichten: verwijderd na 6 maanden.');

    await shop.http().get('/api/legal-texts/cookies').expect(404);
    await shop.http().get('/api/legal-texts/terms?lang=fr').expect(400);
    await shop.http().get('/api/legal-texts/versions/not-a-uuid').expect(404);
    await shop.http().get('/api/legal-texts/versions/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('staff publish a new version; the old one stays readable; the Markdown is rendered safely', async () => {
    const first = (await shop.http().get('/api/legal-texts/terms?lang=en').expect(200)).body;
    const body = {
      body_ar: '# الشروط\n\nنص جديد لـ {{legal_name}}',
      body_en: '# Terms\n\nNew text of {{legal_name}}. <script>alert(1)</script> [x](javascript:alert(1)) **bold**',
      body_nl: '# Voorwaarden\n\nNieuwe tekst',
    };
    await shop.http().post('/api/admin/legal-texts/terms').send(body).expect(401);
    const blank = await shop
      .http()
      .post('/api/admin/legal-texts/terms')
      .set(auth)
      .send({ ...body, body_nl: '  ' })
      .expect(400);
    expect(blank.body.fields).toEqual({ body_nl: 'admin.legal.bodyRequired' });
    const long = await shop
      .http()
      .post('/api/admin/legal-texts/terms')
      .set(auth)
      .send({ ...body, body_ar: 'x'.repeat(50_001) })
      .expect(400);
    expect(long.body.fields).toEqual({ body_ar: 'admin.legal.bodyTooLong' });

    const published = (await shop.http().post('/api/admin/legal-texts/terms').set(auth).send(body).expect(201)).body;
    expect(published).toMatchObject({ kind: 'terms', version: 2, published_by: 'admin', body_en: body.body_en });

    const current = (await shop.http().get('/api/legal-texts/terms?lang=en').expect(200)).body;
    expect(current).toMatchObject({ id: published.id, version: 2, title: 'Terms' });
    expect(current.html).toContain('New text of Kinderboekwinkel Al-Qamar B.V.');
    expect(current.html).toContain('<strong>bold</strong>');
    expect(current.html).not.toContain('<script>');
    expect(current.html).not.toContain('href="javascript');

    const old = (await shop.http().get(`/api/legal-texts/versions/${first.id}?lang=en`).expect(200)).body;
    expect(old).toMatchObject({ id: first.id, version: 1, html: first.html });

    const versions = (await shop.http().get('/api/admin/legal-texts/terms/versions').set(auth).expect(200)).body;
    expect(versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    expect(versions[1].published_by).toBeNull();
  });

  it('a new order stores the terms and withdrawal policy in force; an older order keeps its versions after new ones are published', async () => {
    await addShipping(shop, auth);
    const book = await addBook(shop, auth, { price: '12.5' });
    const place = async () =>
      (
        await shop
          .http()
          .post('/api/orders')
          .send(orderPayload([{ book_id: book.id, quantity: 1, unit_price: 12.5 }], 17.45))
          .expect(201)
      ).body as { process_number: string; id: string };

    const termsBefore = (await shop.http().get('/api/legal-texts/terms').expect(200)).body;
    const withdrawalBefore = (await shop.http().get('/api/legal-texts/withdrawal').expect(200)).body;
    const older = await place();
    const olderView = (await shop.http().get(`/api/orders/${older.process_number}`).expect(200)).body;
    expect(olderView).toMatchObject({ terms_version_id: termsBefore.id, withdrawal_policy_version_id: withdrawalBefore.id });

    const body = { body_ar: '# سياسة\n\nجديدة', body_en: '# Policy\n\nNew', body_nl: '# Beleid\n\nNieuw' };
    const newTerms = (await shop.http().post('/api/admin/legal-texts/terms').set(auth).send(body).expect(201)).body;
    const newWithdrawal = (await shop.http().post('/api/admin/legal-texts/withdrawal').set(auth).send(body).expect(201)).body;

    const newer = await place();
    expect((await shop.http().get(`/api/orders/${newer.process_number}`).expect(200)).body).toMatchObject({
      terms_version_id: newTerms.id,
      withdrawal_policy_version_id: newWithdrawal.id,
    });
    // The older order still names what the parent saw then, and that text is still there to read.
    expect((await shop.http().get(`/api/orders/${older.process_number}`).expect(200)).body).toMatchObject({
      terms_version_id: termsBefore.id,
      withdrawal_policy_version_id: withdrawalBefore.id,
    });
    const stored = await shop.app
      .get(DataSource)
      .query(`SELECT terms_version_id, withdrawal_policy_version_id FROM orders WHERE id = $1`, [older.id]);
    expect(stored).toEqual([{ terms_version_id: termsBefore.id, withdrawal_policy_version_id: withdrawalBefore.id }]);
    const seen = (await shop.http().get(`/api/legal-texts/versions/${olderView.withdrawal_policy_version_id}?lang=en`).expect(200)).body;
    expect(seen.html).toContain('14 days');
  });
});
