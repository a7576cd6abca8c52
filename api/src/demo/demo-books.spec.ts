import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEMO_BOOKS } from './demo-books.js';

// Jest knows the path of this file in both its CommonJS and ESM modes; import.meta does not exist in the former.
const ASSETS = path.resolve(path.dirname(expect.getState().testPath ?? ''), '../../assets');
const ARABIC = /[\u0600-\u06FF]/;

function bytes(relative: string): Buffer {
  return readFileSync(path.join(ASSETS, relative));
}

describe('demo catalogue', () => {
  it('has at least 12 books with unique, URL-safe slugs', () => {
    expect(DEMO_BOOKS.length).toBeGreaterThanOrEqual(12);
    const slugs = DEMO_BOOKS.map((b) => b.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('covers every age group and every category', () => {
    const groups = new Set(DEMO_BOOKS.flatMap((b) => b.age_groups));
    expect([...groups].sort()).toEqual(['children', 'infants', 'teenagers', 'toddlers']);
    const categories = new Set(DEMO_BOOKS.map((b) => b.category));
    expect([...categories].sort()).toEqual(['animals', 'fantasy', 'people']);
    expect(DEMO_BOOKS.some((b) => b.age_groups.length > 1)).toBe(true);
  });

  it('gives every book at least one age group, none twice', () => {
    for (const book of DEMO_BOOKS) {
      expect(book.age_groups.length).toBeGreaterThan(0);
      expect(new Set(book.age_groups).size).toBe(book.age_groups.length);
    }
  });

  it('features four or five books', () => {
    const featured = DEMO_BOOKS.filter((b) => b.featured).length;
    expect(featured).toBeGreaterThanOrEqual(4);
    expect(featured).toBeLessThanOrEqual(5);
  });

  it('prices in whole positive cents and shows stock states: tracked, untracked and sold out', () => {
    for (const book of DEMO_BOOKS) {
      expect(Number.isInteger(book.price_cents)).toBe(true);
      expect(book.price_cents).toBeGreaterThan(0);
      if (book.stock !== null) {
        expect(Number.isInteger(book.stock)).toBe(true);
        expect(book.stock).toBeGreaterThanOrEqual(0);
      }
    }
    expect(DEMO_BOOKS.some((b) => b.stock === 0)).toBe(true);
    expect(DEMO_BOOKS.some((b) => b.stock === null)).toBe(true);
    expect(DEMO_BOOKS.some((b) => (b.stock ?? 0) > 0)).toBe(true);
  });

  it('has real text in all three languages', () => {
    for (const book of DEMO_BOOKS) {
      for (const field of [book.title_ar, book.author_ar, book.description_ar]) expect(field).toMatch(ARABIC);
      for (const field of [book.title_en, book.title_nl, book.author_en, book.author_nl]) {
        expect(field.trim().length).toBeGreaterThan(0);
      }
      expect(book.description_en.length).toBeGreaterThan(80);
      expect(book.description_nl.length).toBeGreaterThan(80);
      expect(book.description_nl).not.toBe(book.description_en);
      expect(book.title_nl).not.toBe(book.title_en);
    }
  });
});

describe('demo files', () => {
  it('has a JPEG cover for every book', () => {
    for (const book of DEMO_BOOKS) {
      expect(book.cover).toBe(`demo/${book.slug}-cover.jpg`);
      const cover = bytes(book.cover);
      expect(cover.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(cover.length).toBeLessThan(150_000);
    }
  });

  it('has preview images on several books, at most five each, all present', () => {
    expect(DEMO_BOOKS.filter((b) => b.previews.length > 0).length).toBeGreaterThanOrEqual(3);
    for (const book of DEMO_BOOKS) {
      expect(book.previews.length).toBeLessThanOrEqual(5);
      for (const preview of book.previews) {
        expect(preview.startsWith(`demo/${book.slug}-`)).toBe(true);
        expect(bytes(preview).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      }
    }
  });

  it('has a real PDF on at least two books', () => {
    const withPdf = DEMO_BOOKS.filter((b) => b.pdf !== null);
    expect(withPdf.length).toBeGreaterThanOrEqual(2);
    for (const book of withPdf) {
      const pdf = bytes(book.pdf!);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeLessThan(300_000);
    }
  });

  it('keeps the demo assets small enough to commit', () => {
    const files = DEMO_BOOKS.flatMap((b) => [b.cover, ...b.previews, ...(b.pdf ? [b.pdf] : [])]);
    for (const file of files) expect(existsSync(path.join(ASSETS, file))).toBe(true);
    const total = files.reduce((sum, file) => sum + statSync(path.join(ASSETS, file)).size, 0);
    expect(total).toBeLessThan(3_000_000);
  });
});
