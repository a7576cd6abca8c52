import { describe, expect, it } from '@jest/globals';
import { SITEMAP_ADDRESSES_PER_FILE, SITEMAP_PAGES, SITEMAP_PAGES_PER_FILE, sitemapFileCount, sitemapFileWindow } from './sitemap.js';

describe('sitemap files', () => {
  it('hold at most 50,000 addresses: four per page (each language and none)', () => {
    expect(SITEMAP_PAGES_PER_FILE * 4).toBeLessThanOrEqual(SITEMAP_ADDRESSES_PER_FILE);
    expect((SITEMAP_PAGES_PER_FILE + 1) * 4).toBeGreaterThan(SITEMAP_ADDRESSES_PER_FILE);
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(SITEMAP_PAGES_PER_FILE - SITEMAP_PAGES.length)).toBe(1);
    expect(sitemapFileCount(SITEMAP_PAGES_PER_FILE - SITEMAP_PAGES.length + 1)).toBe(2);
    expect(sitemapFileCount(100_000)).toBe(9);
  });

  it('list the public pages first, then every book once, file after file', () => {
    // 10 pages a file: the 9 public pages and 1 book, then 10 books each.
    expect(SITEMAP_PAGES).toHaveLength(9);
    expect(sitemapFileWindow(1, 10)).toEqual({ pages: SITEMAP_PAGES, offset: 0, limit: 1 });
    expect(sitemapFileWindow(2, 10)).toEqual({ pages: [], offset: 1, limit: 10 });
    expect(sitemapFileWindow(3, 10)).toEqual({ pages: [], offset: 11, limit: 10 });
    // Fewer pages a file than public pages: the books start once the public pages are listed.
    expect(sitemapFileWindow(1, 4)).toEqual({ pages: SITEMAP_PAGES.slice(0, 4), offset: 0, limit: 0 });
    expect(sitemapFileWindow(2, 4)).toEqual({ pages: SITEMAP_PAGES.slice(4, 8), offset: 0, limit: 0 });
    expect(sitemapFileWindow(3, 4)).toEqual({ pages: SITEMAP_PAGES.slice(8), offset: 0, limit: 3 });
    expect(sitemapFileWindow(4, 4)).toEqual({ pages: [], offset: 3, limit: 4 });
  });
});
