import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { REVIEW_LIMITS } from '@bookshop/contracts/reviews';
import { addBook } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

const REVIEW = { name: 'Sara', email: 'sara@example.nl', rating: 5, review_text: 'Mijn dochter leest elke avond over de kleine kameel.' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface ReviewBody {
  id: string;
  status?: string;
}

describe('reviews: submission, public list and moderation', () => {
  let shop: TestApp;
  let auth: { Authorization: string };
  beforeAll(async () => {
    shop = await startTestApp();
    ({ auth } = await shop.login());
  });
  afterAll(() => shop.close());

  const submit = (body: object) => shop.http().post('/api/reviews').send(body);
  const publicIds = async () => (await shop.http().get('/api/reviews').expect(200)).body.map((review: ReviewBody) => review.id);

  it('answers each broken rule with 400 and its translation key', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: undefined }, { name: 'reviews.validation.name' }],
      [{ name: '   ' }, { name: 'reviews.validation.name' }],
      [{ name: 42 }, { name: 'reviews.validation.name' }],
      [{ name: 'x'.repeat(50) }, { name: 'reviews.validation.nameLength' }],
      [{ email: undefined }, { email: 'reviews.validation.email' }],
      [{ email: '  ' }, { email: 'reviews.validation.email' }],
      [{ email: 'not-an-email' }, { email: 'reviews.validation.emailFormat' }],
      [{ email: 'sara @example.nl' }, { email: 'reviews.validation.emailFormat' }],
      [{ rating: undefined }, { rating: 'reviews.validation.rating' }],
      [{ rating: 0 }, { rating: 'reviews.validation.rating' }],
      [{ rating: 6 }, { rating: 'reviews.validation.rating' }],
      [{ rating: 4.5 }, { rating: 'reviews.validation.rating' }],
      [{ rating: '4' }, { rating: 'reviews.validation.rating' }],
      [{ review_text: undefined }, { review_text: 'reviews.validation.review' }],
      [{ review_text: ' \n ' }, { review_text: 'reviews.validation.review' }],
      [{ review_text: 'x'.repeat(REVIEW_LIMITS.text + 1) }, { review_text: 'reviews.validation.reviewLength' }],
    ];
    for (const [change, fields] of cases) {
      const response = await submit({ ...REVIEW, ...change });
      // The case rides along so that a failure names the input that broke.
      expect({ change, status: response.status, code: response.body.code, fields: response.body.fields }).toEqual({
        change,
        status: 400,
        code: 'validation_failed',
        fields,
      });
    }

    const empty = await submit({}).expect(400);
    expect(empty.body.fields).toEqual({
      name: 'reviews.validation.name',
      email: 'reviews.validation.email',
      rating: 'reviews.validation.rating',
      review_text: 'reviews.validation.review',
    });
  });

  it('accepts the limits themselves and stores the fields trimmed', async () => {
    const name = 'n'.repeat(49);
    const reviewText = 'r'.repeat(REVIEW_LIMITS.text);
    const created = await submit({ name: `  ${name}  `, email: ' layla@example.de ', rating: 1, review_text: `${reviewText}\n` }).expect(
      201,
    );
    const all = await shop.http().get('/api/admin/reviews').set(auth).expect(200);
    expect(all.body.find((review: ReviewBody) => review.id === created.body.id)).toMatchObject({
      name,
      email: 'layla@example.de',
      rating: 1,
      review_text: reviewText,
    });
  });

  it('keeps a new review pending and out of the public list, whatever status the visitor sends', async () => {
    const created = await submit({ ...REVIEW, status: 'approved' }).expect(201);
    expect(created.body).toEqual({ id: expect.any(String), status: 'pending' });
    expect(await publicIds()).not.toContain(created.body.id);

    const all = await shop.http().get('/api/admin/reviews').set(auth).expect(200);
    expect(all.body.find((review: ReviewBody) => review.id === created.body.id)).toEqual({
      id: created.body.id,
      ...REVIEW,
      status: 'pending',
      created_at: expect.any(String),
      book_id: null,
      book_title: null,
    });
  });

  it('puts a submitted review in the back office among the pending ones, not on the site', async () => {
    const created = await submit({ ...REVIEW, name: 'Omar', rating: 4 }).expect(201);
    const pending = (await shop.http().get('/api/admin/reviews?status=pending').set(auth).expect(200)).body as ReviewBody[];
    expect(pending.find((review) => review.id === created.body.id)).toMatchObject({ name: 'Omar', rating: 4, status: 'pending' });
    const listed = (await shop.http().get('/api/reviews').expect(200)).body as ReviewBody[];
    expect(listed.map((review) => review.id)).not.toContain(created.body.id);
  });

  it('publishes an approved review without its email, hides it again when denied, and treats a repeated approval as a no-op', async () => {
    const { id } = (await submit(REVIEW).expect(201)).body as ReviewBody;

    const approved = await shop.http().put(`/api/admin/reviews/${id}/approve`).set(auth).expect(200);
    expect(approved.body).toEqual({ id, ...REVIEW, status: 'approved', created_at: expect.any(String), book_id: null, book_title: null });
    const listed = (await shop.http().get('/api/reviews').expect(200)).body.find((review: ReviewBody) => review.id === id);
    expect(listed).toEqual({
      id,
      name: REVIEW.name,
      rating: REVIEW.rating,
      review_text: REVIEW.review_text,
      created_at: approved.body.created_at,
    });

    const database = shop.app.get(DataSource);
    const updatedAt = async () => (await database.query('SELECT updated_at FROM reviews WHERE id = $1', [id]))[0].updated_at;
    const before = await updatedAt();
    const again = await shop.http().put(`/api/admin/reviews/${id}/approve`).set(auth).expect(200);
    expect(again.body).toEqual(approved.body);
    expect(await updatedAt()).toEqual(before);

    const denied = await shop.http().put(`/api/admin/reviews/${id}/deny`).set(auth).expect(200);
    expect(denied.body).toMatchObject({ id, status: 'denied' });
    expect(await publicIds()).not.toContain(id);

    // A denied review can still be approved.
    await shop.http().put(`/api/admin/reviews/${id}/approve`).set(auth).expect(200);
    expect(await publicIds()).toContain(id);
  });

  it('lists newest first, publicly and for admins, with a validated status filter', async () => {
    const ids: string[] = [];
    for (const name of ['First', 'Second', 'Third']) ids.push((await submit({ ...REVIEW, name }).expect(201)).body.id);
    await shop.http().put(`/api/admin/reviews/${ids[0]}/approve`).set(auth).expect(200);
    await shop.http().put(`/api/admin/reviews/${ids[2]}/approve`).set(auth).expect(200);
    await shop.http().put(`/api/admin/reviews/${ids[1]}/deny`).set(auth).expect(200);
    const ours = (list: ReviewBody[]) => list.filter((review) => ids.includes(review.id)).map((review) => review.id);

    expect(ours((await shop.http().get('/api/reviews').expect(200)).body)).toEqual([ids[2], ids[0]]);
    expect(ours((await shop.http().get('/api/admin/reviews').set(auth).expect(200)).body)).toEqual([ids[2], ids[1], ids[0]]);
    expect(ours((await shop.http().get('/api/admin/reviews?status=all').set(auth).expect(200)).body)).toEqual([ids[2], ids[1], ids[0]]);

    const denied = await shop.http().get('/api/admin/reviews?status=denied').set(auth).expect(200);
    expect(ours(denied.body)).toEqual([ids[1]]);
    expect(denied.body.every((review: ReviewBody) => review.status === 'denied')).toBe(true);

    const bad = await shop.http().get('/api/admin/reviews?status=hidden').set(auth).expect(400);
    expect(bad.body.fields).toEqual({ status: 'admin.reviews.statusInvalid' });
  });

  it("ties a review to its book: the book's list shows it, every review shows on the home list, staff see the title", async () => {
    const camel = await addBook(shop, auth, { title_ar: 'الجمل الصغير', title_en: 'The Little Camel', title_nl: 'De kleine kameel' });
    const cat = await addBook(shop, auth);
    const aboutCamel = (await submit({ ...REVIEW, book_id: camel.id }).expect(201)).body.id as string;
    const aboutShop = (await submit(REVIEW).expect(201)).body.id as string;
    for (const id of [aboutCamel, aboutShop]) await shop.http().put(`/api/admin/reviews/${id}/approve`).set(auth).expect(200);

    const ofBook = async (bookId: string) =>
      (await shop.http().get('/api/reviews').query({ book_id: bookId }).expect(200)).body.map((review: ReviewBody) => review.id);
    expect(await ofBook(camel.id)).toEqual([aboutCamel]);
    expect(await ofBook(cat.id)).toEqual([]);
    expect(await publicIds()).toEqual(expect.arrayContaining([aboutCamel, aboutShop]));

    const page = await shop.http().get('/api/admin/reviews').query({ page: 1, q: REVIEW.review_text }).set(auth).expect(200);
    const row = (id: string) => page.body.items.find((review: ReviewBody) => review.id === id);
    expect(row(aboutCamel)).toMatchObject({
      book_id: camel.id,
      book_title: { ar: 'الجمل الصغير', en: 'The Little Camel', nl: 'De kleine kameel' },
    });
    expect(row(aboutShop)).toMatchObject({ book_id: null, book_title: null });

    // A deleted book leaves its reviews, now of the shop.
    await shop.http().delete(`/api/admin/books/${camel.id}`).set(auth).expect(204);
    const after = await shop.http().put(`/api/admin/reviews/${aboutCamel}/approve`).set(auth).expect(200);
    expect(after.body).toMatchObject({ book_id: null, book_title: null });
  });

  it('answers 400 book_id for an unknown or malformed book, when submitting and when filtering', async () => {
    for (const bookId of [UNKNOWN_ID, 'not-a-uuid', 42, 'x'.repeat(1000)]) {
      const response = await submit({ ...REVIEW, book_id: bookId }).expect(400);
      expect(response.body).toMatchObject({ code: 'validation_failed', fields: { book_id: 'reviews.validation.book' } });
    }
    const bad = await shop.http().get('/api/reviews').query({ book_id: 'not-a-uuid' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'validation_failed', fields: { book_id: 'reviews.validation.book' } });
  });

  it('answers 401 on the admin routes without a valid token', async () => {
    const { id } = (await submit(REVIEW).expect(201)).body as ReviewBody;
    await shop.http().get('/api/admin/reviews').expect(401);
    await shop.http().put(`/api/admin/reviews/${id}/approve`).expect(401);
    await shop.http().put(`/api/admin/reviews/${id}/deny`).set('Authorization', 'Bearer not-a-jwt').expect(401);
    expect(
      (await shop.http().get('/api/admin/reviews').set(auth).expect(200)).body.find((review: ReviewBody) => review.id === id).status,
    ).toBe('pending');
  });

  it('answers 404 review_not_found for a malformed or unknown id', async () => {
    for (const id of ['not-a-uuid', UNKNOWN_ID]) {
      for (const action of ['approve', 'deny']) {
        const response = await shop.http().put(`/api/admin/reviews/${id}/${action}`).set(auth).expect(404);
        expect(response.body).toMatchObject({ statusCode: 404, code: 'review_not_found' });
      }
    }
  });
});

describe('reviews: rate limit', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ PUBLIC_WRITES_PER_MINUTE: '3' });
  });
  afterAll(() => shop.close());

  it('refuses a fourth review from one address within a minute with 429, while reading stays open', async () => {
    for (let i = 0; i < 3; i += 1) await shop.http().post('/api/reviews').send(REVIEW).expect(201);
    const limited = await shop.http().post('/api/reviews').send(REVIEW).expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await shop.http().get('/api/reviews').expect(200);
  });
});
