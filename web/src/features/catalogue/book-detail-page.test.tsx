import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Book } from '../../shared/api/types';
import { aBook, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const rabbit = aBook({ description_en: 'A story about a little rabbit who learns to share.' });
const other = (number: number): Book =>
  aBook({
    id: `6f1c2a3e-0000-4000-8000-00000000010${number}`,
    title_en: `Other book ${number}`,
    title_ar: `كتاب ${number}`,
    title: `كتاب ${number}`,
  });

/** The API as the book page sees it: the book, the list by age group, and the reviews. */
function mockShop(book: Book | null, related: Book[] = []) {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/reviews') return jsonResponse([]);
    if (pathname === '/api/books') return jsonResponse(related);
    if (book && pathname === `/api/books/${book.id}`) return jsonResponse(book);
    return jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Book not found', code: 'book_not_found' }, 404);
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
});
afterEach(() => {
  document.head.querySelectorAll('meta[property^="og:"]').forEach((meta) => meta.remove());
});

test('shows the book: title, author, price, description, and names the tab and link previews after it', async () => {
  mockShop(rabbit);
  renderApp(`/book/${rabbit.id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'The Little Rabbit' })).toBeInTheDocument();
  expect(screen.getByText('by Sara')).toBeInTheDocument();
  expect(screen.getByText('€12.50')).toBeInTheDocument();
  expect(screen.getByText('A story about a little rabbit who learns to share.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Cover of The Little Rabbit' })).toBeInTheDocument();

  expect(document.title).toBe("The Little Rabbit – Children's Bookshop");
  const og = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
  expect(og('og:title')).toBe('The Little Rabbit');
  expect(og('og:description')).toBe('A story about a little rabbit who learns to share.');
  // the 1200 x 630 picture made from the cover for link previews
  expect(og('og:image')).toBe('http://localhost/uploads/books/rabbit/cover-social.jpg');
});

test('the price says it includes VAT and links to what delivery costs', async () => {
  mockShop(rabbit);
  renderApp(`/book/${rabbit.id}`);
  await screen.findByRole('heading', { level: 1, name: 'The Little Rabbit' });
  expect(screen.getByText(/Incl\. VAT, plus/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'delivery' })).toHaveAttribute('href', '/shipping-details');
});

test('leaving the page takes its title and Open Graph tags away', async () => {
  mockShop(rabbit);
  const { router } = renderApp(`/book/${rabbit.id}`);
  await screen.findByRole('heading', { level: 1, name: 'The Little Rabbit' });
  await router.navigate('/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(document.title).toBe("Page not found – Children's Bookshop");
  expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
});

test('a missing book says "Book not found" with a way back', async () => {
  mockShop(null);
  renderApp('/book/6f1c2a3e-0000-4000-8000-00000000ffff');
  expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to all books' })).toHaveAttribute('href', '/books');
  expect(document.title).toBe("Book not found – Children's Bookshop");
});

test('an out-of-stock book shows the state and cannot be added', async () => {
  const soldOut = aBook({ in_stock: false, stock: 0 });
  mockShop(soldOut);
  renderApp(`/book/${soldOut.id}`);
  await screen.findByRole('heading', { level: 1, name: 'The Little Rabbit' });
  const button = screen.getByRole('button', { name: 'Out of stock' });
  expect(button).toBeDisabled();
  expect(screen.getByLabelText('Quantity')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
});

test('adds the chosen quantity to the cart with a notice', async () => {
  mockShop(rabbit);
  const user = userEvent.setup();
  renderApp(`/book/${rabbit.id}`);
  await screen.findByRole('heading', { level: 1, name: 'The Little Rabbit' });
  expect(screen.getByText('In stock')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  expect(screen.getByLabelText('Quantity')).toHaveValue(2);
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));

  expect(await screen.findByText('The Little Rabbit added to cart')).toBeInTheDocument();
  const cart = JSON.parse(localStorage.getItem('cart') ?? '[]');
  expect(JSON.stringify(cart)).toContain(rabbit.id);
  expect(JSON.stringify(cart)).toContain('"quantity":2');
});

test('related books: same age group, up to 4, without the current book', async () => {
  const fetchMock = mockShop(rabbit, [other(1), rabbit, other(2), other(3), other(4)]);
  renderApp(`/book/${rabbit.id}`);
  const related = await screen.findByRole('region', { name: 'You may also like' });
  const titles = within(related)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(titles).toEqual(['Other book 1', 'Other book 2', 'Other book 3', 'Other book 4']);

  const listCall = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url)).find((url) => url.pathname === '/api/books');
  expect(listCall?.searchParams.get('age_group')).toBe('toddlers');
  expect(listCall?.searchParams.get('limit')).toBe('5');
});

test('the preview button is disabled without a PDF', async () => {
  mockShop(rabbit);
  renderApp(`/book/${rabbit.id}`);
  await screen.findByRole('heading', { level: 1, name: 'The Little Rabbit' });
  expect(screen.getByRole('button', { name: 'Preview the book' })).toBeDisabled();
  expect(screen.getByText('No preview is available for this book yet.')).toBeInTheDocument();
});

test('the preview button opens the PDF in a modal', async () => {
  const withPdf = aBook({ pdf_url: '/uploads/books/rabbit/preview.pdf' });
  mockShop(withPdf);
  const user = userEvent.setup();
  renderApp(`/book/${withPdf.id}`);
  await screen.findByRole('heading', { level: 1, name: 'The Little Rabbit' });
  await user.click(screen.getByRole('button', { name: 'Preview the book' }));
  expect(screen.getByRole('dialog', { name: 'Preview: The Little Rabbit' })).toBeInTheDocument();
});

test('share copies the address when the device has no share sheet', async () => {
  mockShop(rabbit);
  const user = userEvent.setup();
  renderApp(`/book/${rabbit.id}`);
  await screen.findByRole('heading', { level: 1, name: 'The Little Rabbit' });
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(window.location.href);
});

test('the page holds the reviews section', async () => {
  mockShop(rabbit);
  renderApp(`/book/${rabbit.id}`);
  expect(await screen.findByRole('heading', { name: 'Customer reviews' })).toBeInTheDocument();
  expect(await screen.findByText('No reviews yet. Be the first to share your opinion!')).toBeInTheDocument();
});
