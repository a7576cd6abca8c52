import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SOCIAL_IMAGE } from '@bookshop/contracts/social-image';
import { bookFields, image } from './fixtures.js';
import { startTestApp, type TestApp } from './test-app.js';

type Rgb = [number, number, number];

/** A portrait cover whose edges each have their own colour: a crop would lose one of them. */
const COVER = { width: 600, height: 900, band: 90 };
const COLOURS = {
  top: [40, 60, 220],
  bottom: [40, 180, 60],
  left: [240, 220, 40],
  right: [220, 40, 220],
  middle: [220, 40, 40],
} satisfies Record<string, Rgb>;

function bandedCover(): Promise<Buffer> {
  const { width, height, band } = COVER;
  const block = (colour: Rgb, w: number, h: number) => ({
    input: { create: { width: w, height: h, channels: 3 as const, background: { r: colour[0], g: colour[1], b: colour[2] } } },
  });
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { ...block(COLOURS.middle, width, height), left: 0, top: 0 },
      { ...block(COLOURS.left, band, height), left: 0, top: 0 },
      { ...block(COLOURS.right, band, height), left: width - band, top: 0 },
      { ...block(COLOURS.top, width, band), left: 0, top: 0 },
      { ...block(COLOURS.bottom, width, band), left: 0, top: height - band },
    ])
    .png()
    .toBuffer();
}

/** The picture's pixels, to find where the cover lies in it. */
async function pixels(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { at, width: info.width, height: info.height };
}

const near = (pixel: Rgb, colour: Rgb) => pixel.every((value, i) => Math.abs(value - colour[i]!) <= 40);
const brightness = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

describe("a book's link-preview picture (og:image), and the other pictures made from its images", () => {
  let shop: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    shop = await startTestApp();
    ({ auth } = await shop.login());
  });
  afterAll(() => shop.close());

  const createBook = async (cover: Buffer) => {
    const request = shop.http().post('/api/admin/books').set(auth);
    for (const [name, value] of Object.entries(bookFields())) request.field(name, value);
    return (await request.attach('cover_image', cover, 'cover.png').expect(201)).body;
  };
  const fetchImage = (url: string) => shop.http().get(url).responseType('blob');
  const uploadsFile = (url: string) => path.join(shop.config.uploadsDir, url.replace(/^\/uploads\//, ''));

  it('is made when the cover is uploaded: a 1200 x 630 JPEG the book names, with the whole cover centred on a darker backdrop', async () => {
    const book = await createBook(await bandedCover());
    expect(book.social_image).toMatch(new RegExp(`^/uploads/books/${book.id}/[A-Za-z0-9_-]+-social\\.jpg$`));
    expect((await shop.http().get(`/api/books/${book.id}`).expect(200)).body.social_image).toBe(book.social_image);
    const listed = (await shop.http().get('/api/books').expect(200)).body.find((other: { id: string }) => other.id === book.id);
    expect(listed.social_image).toBe(book.social_image);

    const response = await fetchImage(book.social_image).expect(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toContain('immutable');
    const picture = response.body as Buffer;
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(SOCIAL_IMAGE).toEqual({ width: 1200, height: 630 });
    expect(picture.length).toBeLessThan(150_000);

    // Where each edge's colour shows along the middle row and column: the cover's four edges.
    const { at, width, height } = await pixels(picture);
    const row = Math.round(height / 2);
    const column = Math.round(width / 2);
    const xs = (colour: Rgb) => [...Array(width).keys()].filter((x) => near(at(x, row), colour));
    const ys = (colour: Rgb) => [...Array(height).keys()].filter((y) => near(at(column, y), colour));
    const left = Math.min(...xs(COLOURS.left));
    const right = Math.max(...xs(COLOURS.right));
    const top = Math.min(...ys(COLOURS.top));
    const bottom = Math.max(...ys(COLOURS.bottom));
    expect(near(at(column, row), COLOURS.middle)).toBe(true);

    // Not cropped: all four edges are there, in the cover's own proportions, inside the frame.
    expect(Math.abs((right - left + 1) / (bottom - top + 1) / (COVER.width / COVER.height) - 1)).toBeLessThan(0.02);
    expect(left).toBeGreaterThan(0);
    expect(top).toBeGreaterThan(0);
    expect(right).toBeLessThan(width - 1);
    expect(bottom).toBeLessThan(height - 1);
    // As tall as the frame allows, less a margin, and centred.
    expect(bottom - top).toBeGreaterThan(height * 0.8);
    expect(Math.abs(left + right - (width - 1))).toBeLessThanOrEqual(4);
    expect(Math.abs(top + bottom - (height - 1))).toBeLessThanOrEqual(4);

    // The sides are backdrop, not cover: none of the cover's colours, and darker than it.
    for (const x of [5, 100, left - 30, right + 30, width - 6]) {
      expect(Object.values(COLOURS).some((colour) => near(at(x, row), colour))).toBe(false);
      expect(brightness(at(x, row))).toBeLessThan(brightness(COLOURS.left) * 0.75);
    }
  });

  it('is replaced with the cover, and goes with the book', async () => {
    const book = await createBook(await image('png', 800, 600));
    const update = shop.http().put(`/api/admin/books/${book.id}`).set(auth);
    for (const [name, value] of Object.entries(bookFields())) update.field(name, value);
    const updated = (await update.attach('cover_image', await bandedCover(), 'new.png').expect(200)).body;

    expect(updated.social_image).not.toBe(book.social_image);
    expect(fs.existsSync(uploadsFile(book.social_image))).toBe(false);
    await shop.http().get(book.social_image).expect(404);
    await fetchImage(updated.social_image).expect(200).expect('Content-Type', 'image/jpeg');

    await shop.http().delete(`/api/admin/books/${book.id}`).set(auth).expect(204);
    await shop.http().get(updated.social_image).expect(404);
    expect(fs.existsSync(path.dirname(uploadsFile(updated.social_image)))).toBe(false);
  });

  it('is made on its first request for a cover stored without one (books from before, or a lost file)', async () => {
    const book = await createBook(await bandedCover());
    const file = uploadsFile(book.social_image);
    fs.rmSync(file);

    // Asked for by several link previews at once: each gets the picture.
    const answers = await Promise.all([1, 2, 3].map(() => fetchImage(book.social_image)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(answer.body as Buffer).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.endsWith('.partial'))).toEqual([]);
    const { at } = await pixels(fs.readFileSync(file));
    expect(near(at(600, 315), COLOURS.middle)).toBe(true);
  });

  it('is made only for a book’s current cover: other names answer 404 and leave nothing behind', async () => {
    const previewed = shop.http().post('/api/admin/books').set(auth);
    for (const [name, value] of Object.entries(bookFields())) previewed.field(name, value);
    const book = (
      await previewed
        .attach('cover_image', await image('jpeg'), 'cover.jpg')
        .attach('preview_image_0', await image('jpeg'), 'p.jpg')
        .expect(201)
    ).body;
    const folder = path.dirname(uploadsFile(book.social_image));
    const before = fs.readdirSync(folder).sort();

    const previewName = path.basename(book.images.previews[0].url).replace(/\.jpg$/, '');
    await shop.http().get(`/uploads/books/${book.id}/${previewName}-social.jpg`).expect(404);
    await shop.http().get(`/uploads/books/${book.id}/someone-else-social.jpg`).expect(404);
    await shop.http().get(`/uploads/books/6f1c2a3e-0000-4000-8000-000000000001/abc-social.jpg`).expect(404);
    await shop.http().get(`/uploads/books/${book.id}/../${book.id}/x-social.jpg`).expect(404);
    expect(fs.readdirSync(folder).sort()).toEqual(before);
  });

  it("an image's WebP variant it was stored without (added since, or lost) is made on its first request, for the cover and the previews", async () => {
    const request = shop.http().post('/api/admin/books').set(auth);
    for (const [name, value] of Object.entries(bookFields())) request.field(name, value);
    const book = (
      await request
        .attach('cover_image', await image('jpeg', 1200, 1600), 'cover.jpg')
        .attach('preview_image_0', await image('png', 700, 500), 'p.png')
        .expect(201)
    ).body;
    const cover = book.images.cover;
    const preview = book.images.previews[0];
    expect(cover.large_url).toMatch(/-large\.webp$/);
    for (const url of [cover.large_url, preview.card_url]) fs.rmSync(uploadsFile(url));

    const answers = await Promise.all([cover.large_url, cover.large_url, preview.card_url].map((url) => fetchImage(url)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
    }
    expect(await sharp(answers[0]!.body as Buffer).metadata()).toMatchObject({ width: 800, height: 1067 });
    expect(await sharp(answers[2]!.body as Buffer).metadata()).toMatchObject({ width: 480 });
    expect(fs.existsSync(uploadsFile(cover.large_url))).toBe(true);

    // Only for the names of the book's own images.
    await shop.http().get(`/uploads/books/${book.id}/someone-else-large.webp`).expect(404);
    await shop
      .http()
      .get(`/uploads/books/${book.id}/${path.basename(cover.url, '.jpg')}-huge.webp`)
      .expect(404);
  });
});
