import { expect, test } from '@jest/globals';
import { pageAddress, pagePolicy } from './page-policy';

test('a query that changes nothing on a page is left out of its address: one rendering serves them all', () => {
  expect(pageAddress('/about?fbclid=IwAR0abc&utm_source=whatsapp')).toBe('/about');
  expect(pageAddress('/book/123?lang=en&x=1')).toBe('/book/123');
  expect(pageAddress('/?lang=nl')).toBe('/');
});

test('the browse page keeps the filters it shows, known values only, in one order, defaults left out', () => {
  expect(pageAddress('/books?sort=price_asc&junk=1&age=toddlers&age=nobody&featured=true')).toBe(
    '/books?age=toddlers&featured=true&sort=price_asc',
  );
  expect(pageAddress('/books?sort=date_desc&q=')).toBe('/books');
  expect(pageAddress('/books?q=%D8%A3%D8%B1%D9%86%D8%A8')).toBe('/books?q=%D8%A3%D8%B1%D9%86%D8%A8');
  // Each page of the list is a page of its own; the first is the list's own address.
  expect(pageAddress('/books?page=3&q=owl')).toBe('/books?q=owl&page=3');
  expect(pageAddress('/books?page=1')).toBe('/books');
  expect(pageAddress('/books?page=0')).toBe('/books');
});

test('what is rendered, listed and kept, by path', () => {
  expect(pagePolicy('/book/1')).toEqual({ serverRendered: true, indexed: true, caching: 'shared' });
  expect(pagePolicy('/checkout')).toEqual({ serverRendered: true, indexed: false, caching: 'none' });
  expect(pagePolicy('/order-confirmation/ORD-1')).toEqual({ serverRendered: true, indexed: false, caching: 'personal' });
  expect(pagePolicy('/admin/orders')).toEqual({ serverRendered: false, indexed: false, caching: 'none' });
});

test("an address is read as a path of this shop: one that looks like another site's, or that no URL parser takes, is just a path", () => {
  expect(pageAddress('//evil.example/about')).toBe('/evil.example/about');
  expect(pageAddress('/\\evil.example/about')).toBe('//evil.example/about');
  expect(() => pageAddress('//[x')).not.toThrow();
  expect(pageAddress('//[x')).toBe('/[x');
});
