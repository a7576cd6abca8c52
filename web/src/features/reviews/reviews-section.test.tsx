import { beforeEach, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { setUpI18n } from '../../shared/i18n/i18n';
import { allLocales } from '../../../test/locales';
import type { Review } from '../../shared/api/types';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ReviewsSection } from './reviews-section';

const aReview = (number: number): Review => ({
  id: `review-${number}`,
  name: `Parent ${number}`,
  rating: (number % 5) + 1,
  review_text: `Review number ${number}`,
  created_at: '2025-02-01T10:00:00.000Z',
});

/** GET /api/reviews answers `approved`; POST /api/reviews answers what `onSubmit` returns. */
function mockReviewsApi(
  approved: Review[],
  onSubmit: (body: unknown) => Response | Promise<Response> = () => jsonResponse({ id: 'new', status: 'pending' }, 201),
) {
  return mockFetch(async (request) => {
    if (request.method === 'POST') return onSubmit(await request.json());
    return jsonResponse(approved);
  });
}

const BOOK_ID = '5f1e2d3c-4b5a-4968-8776-655443322110';

function renderSection() {
  localStorage.setItem('language', 'en');
  return render(
    <AppProviders store={makeStore()} i18n={setUpI18n(allLocales).i18n}>
      <ReviewsSection bookId={BOOK_ID} />
    </AppProviders>,
  );
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Write a review' }));
  return screen.getByRole('dialog', { name: 'Write a review' });
}

async function fillValidReview(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Mona');
  await user.type(screen.getByLabelText('Email address'), 'mona@example.nl');
  await user.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
  await user.type(screen.getByLabelText('Your review'), 'A lovely book.');
}

const getGets = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'GET');

beforeEach(() => localStorage.clear());

test('without approved reviews it says so and offers to write one', async () => {
  mockReviewsApi([]);
  renderSection();
  expect(await screen.findByText('No reviews yet. Be the first to share your opinion!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
});

test('shows only the first 6 approved reviews, with name, stars and text', async () => {
  mockReviewsApi([1, 2, 3, 4, 5, 6, 7, 8].map(aReview));
  renderSection();
  expect(await screen.findByText('Review number 1')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(6);
  expect(screen.queryByText('Review number 7')).not.toBeInTheDocument();
  expect(screen.getByText('Parent 1')).toBeInTheDocument();
  // reviews 1 and 6 have 2 stars
  expect(screen.getAllByRole('img', { name: 'Rated 2 out of 5' })).toHaveLength(2);
});

test("asks for the page's book's reviews only", async () => {
  const fetchMock = mockReviewsApi([aReview(1)]);
  renderSection();
  expect(await screen.findByText('Review number 1')).toBeInTheDocument();
  const url = new URL((getGets(fetchMock)[0][0] as Request).url);
  expect({ path: url.pathname, book: url.searchParams.get('book_id') }).toEqual({ path: '/api/reviews', book: BOOK_ID });
});

test('a failed list says so (reviews.listError)', async () => {
  mockFetch(() => jsonResponse({ statusCode: 404, message: 'Not found' }, 404));
  renderSection();
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while displaying the reviews. Please try again.');
});

test('the modal is an accessible dialog with focus inside', async () => {
  mockReviewsApi([]);
  const user = userEvent.setup();
  renderSection();
  const dialog = await openForm(user);
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByLabelText('Your name')).toHaveFocus();
});

test('submitting an empty form shows every rule, and each error clears with its own field', async () => {
  const fetchMock = mockReviewsApi([]);
  const user = userEvent.setup();
  renderSection();
  await openForm(user);
  await user.click(screen.getByRole('button', { name: 'Send review' }));

  expect(screen.getByText('Please enter your name')).toBeInTheDocument();
  expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
  expect(screen.getByText('Please choose from 1 to 5 stars')).toBeInTheDocument();
  expect(screen.getByText('Please write your review')).toBeInTheDocument();
  expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock.mock.calls.some(([request]) => (request as Request).method === 'POST')).toBe(false);

  await user.type(screen.getByLabelText('Your name'), 'M');
  expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
  expect(screen.getByText('Please enter your email address')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: '3 of 5 stars' }));
  expect(screen.queryByText('Please choose from 1 to 5 stars')).not.toBeInTheDocument();
  expect(screen.getByText('Please write your review')).toBeInTheDocument();
});

test('counters and length and format rules', async () => {
  mockReviewsApi([]);
  const user = userEvent.setup();
  renderSection();
  await openForm(user);
  expect(screen.getByText('0/49')).toBeInTheDocument();
  expect(screen.getByText('0/500')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'a'.repeat(50) } });
  fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'b'.repeat(501) } });
  await user.type(screen.getByLabelText('Email address'), 'mona @example.nl');
  expect(screen.getByText('50/49')).toBeInTheDocument();
  expect(screen.getByText('501/500')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Send review' }));
  expect(screen.getByText('Your name must be under 50 characters')).toBeInTheDocument();
  expect(screen.getByText('Your review must be 500 characters or fewer')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address, without spaces')).toBeInTheDocument();
});

test('hovering the stars previews a rating without choosing it', async () => {
  mockReviewsApi([]);
  const user = userEvent.setup();
  renderSection();
  await openForm(user);
  const stars = screen.getByRole('group', { name: 'Your rating' });
  const filledCount = () => stars.querySelectorAll('svg.filled').length;

  await user.hover(screen.getByRole('radio', { name: '3 of 5 stars' }).closest('label')!);
  expect(filledCount()).toBe(3);
  await user.unhover(stars);
  expect(filledCount()).toBe(0);
  await user.click(screen.getByRole('radio', { name: '2 of 5 stars' }));
  await user.unhover(stars);
  expect(filledCount()).toBe(2);
});

test('while submitting the form is locked and cannot be closed; success thanks, then closes after 3 s and refetches', async () => {
  let answer!: (response: Response) => void;
  let sent: unknown;
  const fetchMock = mockReviewsApi([], (body) => {
    sent = body;
    return new Promise((resolve) => (answer = resolve));
  });
  const user = userEvent.setup();
  renderSection();
  const dialog = await openForm(user);
  await user.type(screen.getByLabelText('Your name'), '  Mona ');
  await user.type(screen.getByLabelText('Email address'), 'mona@example.nl');
  await user.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
  await user.type(screen.getByLabelText('Your review'), 'A lovely book.');
  await user.click(screen.getByRole('button', { name: 'Send review' }));

  // submitting
  expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(screen.getByLabelText('Your name')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  await user.keyboard('{Escape}');
  fireEvent.mouseDown(dialog.parentElement!);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(sent).toEqual({ name: 'Mona', email: 'mona@example.nl', rating: 4, review_text: 'A lovely book.', book_id: BOOK_ID });

  // success
  const getsBefore = getGets(fetchMock).length;
  answer(jsonResponse({ id: 'new', status: 'pending' }, 201));
  expect(await screen.findByText('Our team reads every review before it appears on the site.')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  // ...and after 3 seconds (real time: fake timers and ESM Jest do not mix well)
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(getGets(fetchMock).length).toBeGreaterThan(getsBefore);

  // the form starts empty next time
  await openForm(user);
  expect(screen.getByLabelText('Your name')).toHaveValue('');
});

test('a failed submission shows the error and keeps the form and its values', async () => {
  mockReviewsApi([], () => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500));
  const user = userEvent.setup();
  const logged = console.error;
  console.error = () => {};
  try {
    renderSection();
    await openForm(user);
    await fillValidReview(user);
    await user.click(screen.getByRole('button', { name: 'Send review' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while submitting the review. Please try again.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Mona');
    expect(screen.getByLabelText('Your name')).toBeEnabled();
  } finally {
    console.error = logged;
  }
});

test('a field the server refuses shows its message under the field', async () => {
  mockReviewsApi([], () =>
    jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'invalid', fields: { email: 'reviews.validation.emailFormat' } }, 400),
  );
  const user = userEvent.setup();
  const logged = console.error;
  console.error = () => {};
  try {
    renderSection();
    await openForm(user);
    await fillValidReview(user);
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Please enter a valid email address, without spaces')).toBeInTheDocument();
  } finally {
    console.error = logged;
  }
});

test('a book the server no longer knows says so', async () => {
  mockReviewsApi([], () =>
    jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'invalid', fields: { book_id: 'reviews.validation.book' } }, 400),
  );
  const user = userEvent.setup();
  const logged = console.error;
  console.error = () => {};
  try {
    renderSection();
    await openForm(user);
    await fillValidReview(user);
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This book is no longer in the shop, so the review cannot be saved');
  } finally {
    console.error = logged;
  }
});

test.each([
  ['Cancel', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
  ['the backdrop', async () => fireEvent.mouseDown(screen.getByRole('dialog').parentElement!)],
  ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
])('%s closes the modal and resets the form', async (_, close) => {
  mockReviewsApi([]);
  const user = userEvent.setup();
  renderSection();
  await openForm(user);
  await user.type(screen.getByLabelText('Your name'), 'Mona');
  await user.click(screen.getByRole('button', { name: 'Send review' }));
  await close(user);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  const dialog = await openForm(user);
  expect(within(dialog).getByLabelText('Your name')).toHaveValue('');
  expect(within(dialog).queryByText('Please write your review')).not.toBeInTheDocument();
});
