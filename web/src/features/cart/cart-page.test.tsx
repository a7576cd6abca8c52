import { beforeEach, expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBook, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { typedQuantity } from './cart-line';

const rabbit = aBook({ price: 12.5 });
const owl = aBook({ id: '6f1c2a3e-0000-4000-8000-000000000002', title_en: 'The Wise Owl', author_en: 'Omar', price: 9 });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  mockFetch(() => jsonResponse([]));
});

async function openCart(lines: object[]) {
  localStorage.setItem('cart', JSON.stringify(lines));
  const user = userEvent.setup();
  const view = renderApp('/cart');
  await screen.findByRole('heading', { name: 'Shopping cart' });
  return { user, ...view };
}
const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? 'null');
const summary = () => within(screen.getByRole('complementary', { name: 'Cart summary' }));

test('each line shows its cover, title, author, price and quantity; the summary adds them up', async () => {
  await openCart([
    { ...rabbit, quantity: 2 },
    { ...owl, quantity: 1 },
  ]);
  const lines = within(screen.getByRole('list', { name: 'Books in your cart' })).getAllByRole('listitem');
  expect(lines).toHaveLength(2);
  const first = within(lines[0]);
  expect(first.getByRole('heading', { name: 'The Little Rabbit' })).toBeInTheDocument();
  expect(first.getByText('Sara')).toBeInTheDocument();
  expect(first.getByText('€12.50')).toBeInTheDocument();
  expect(first.getByText('€25.00')).toBeInTheDocument();
  expect(first.getByRole('img', { name: 'Cover of The Little Rabbit' })).toHaveAttribute('src', rabbit.images.cover.thumb_url);
  expect(first.getByRole('spinbutton', { name: 'Quantity of The Little Rabbit' })).toHaveValue(2);

  expect(summary().getAllByText('€34.00')).toHaveLength(2); // subtotal and total
  expect(summary().getByText(/Shipping is calculated at checkout/)).toBeInTheDocument();
  expect(summary().getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  expect(summary().getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
});

test('minus is disabled at 1; plus and minus change the quantity', async () => {
  const { user } = await openCart([{ ...rabbit, quantity: 1 }]);
  const minus = screen.getByRole('button', { name: 'Decrease the quantity of The Little Rabbit' });
  expect(minus).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Increase the quantity of The Little Rabbit' }));
  expect(screen.getByRole('spinbutton')).toHaveValue(2);
  expect(minus).toBeEnabled();
  expect(storedCart()[0].quantity).toBe(2);
  expect(screen.getByRole('banner')).toHaveTextContent('2'); // the header's badge follows

  await user.click(minus);
  expect(screen.getByRole('spinbutton')).toHaveValue(1);
  expect(minus).toBeDisabled();
});

test('a typed quantity is taken; anything that is not a number becomes 1', async () => {
  const { user } = await openCart([{ ...rabbit, quantity: 3 }]);
  const input = screen.getByRole('spinbutton', { name: 'Quantity of The Little Rabbit' });
  await user.clear(input);
  expect(input).toHaveValue(1);
  await user.tripleClick(input);
  await user.keyboard('4');
  expect(input).toHaveValue(4);
  expect(summary().getAllByText('€50.00')).toHaveLength(2);

  fireEvent.change(input, { target: { value: 'abc' } });
  expect(input).toHaveValue(1);
  expect(storedCart()[0].quantity).toBe(1);
});

test('the typed-quantity rule', () => {
  expect(typedQuantity('')).toBe(1);
  expect(typedQuantity('abc')).toBe(1);
  expect(typedQuantity('7')).toBe(7);
  expect(typedQuantity('0')).toBe(0); // 0 or less removes the line
  expect(typedQuantity('250')).toBe(99); // the server's limit per book
});

test('typing 0 removes the line with the removed notice', async () => {
  await openCart([
    { ...rabbit, quantity: 2 },
    { ...owl, quantity: 1 },
  ]);
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of The Wise Owl' }), { target: { value: '0' } });
  expect(screen.queryByRole('heading', { name: 'The Wise Owl' })).not.toBeInTheDocument();
  expect(screen.getByText('The Wise Owl removed from cart')).toBeInTheDocument();
});

test('remove takes the line out, says so, and an emptied cart shows its message', async () => {
  const { user } = await openCart([
    { ...rabbit, quantity: 2 },
    { ...owl, quantity: 1 },
  ]);
  await user.click(screen.getByRole('button', { name: 'Remove The Little Rabbit' }));
  expect(screen.queryByRole('heading', { name: 'The Little Rabbit' })).not.toBeInTheDocument();
  expect(screen.getByText('The Little Rabbit removed from cart')).toBeInTheDocument();
  expect(storedCart()).toHaveLength(1);
  expect(summary().getAllByText('€9.00').length).toBeGreaterThan(0);

  await user.click(screen.getByRole('button', { name: 'Remove The Wise Owl' }));
  expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  await waitFor(() => expect(localStorage.getItem('cart')).toBeNull());
});

test('an empty cart shows a message and a continue-shopping link, in Arabic by default', async () => {
  localStorage.removeItem('language');
  renderApp('/cart');
  expect(await screen.findByRole('heading', { name: 'سلة التسوق' })).toBeInTheDocument();
  expect(screen.getByText('سلة التسوق فارغة.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'متابعة التسوق' })).toHaveAttribute('href', '/');
});

test('a line stops at the copies in stock and says so; a book whose stock is not counted stops at 99', async () => {
  const { user } = await openCart([
    { ...rabbit, stock: 5, quantity: 4 },
    { ...owl, quantity: 98 },
  ]);
  const rabbitQuantity = screen.getByRole('spinbutton', { name: 'Quantity of The Little Rabbit' });
  expect(screen.queryByText('Only 5 in stock')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Increase the quantity of The Little Rabbit' }));
  expect(rabbitQuantity).toHaveValue(5);
  expect(screen.getByRole('button', { name: 'Increase the quantity of The Little Rabbit' })).toBeDisabled();
  expect(rabbitQuantity).toHaveAccessibleDescription('Only 5 in stock');

  fireEvent.change(rabbitQuantity, { target: { value: '12' } });
  expect(rabbitQuantity).toHaveValue(5);
  expect(storedCart()[0].quantity).toBe(5);

  await user.click(screen.getByRole('button', { name: 'Increase the quantity of The Wise Owl' }));
  expect(screen.getByRole('spinbutton', { name: 'Quantity of The Wise Owl' })).toHaveValue(99);
  expect(screen.getByRole('button', { name: 'Increase the quantity of The Wise Owl' })).toBeDisabled();
});
