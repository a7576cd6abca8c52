import { beforeEach, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { setUpI18n } from '../../shared/i18n/i18n';
import { allLocales } from '../../../test/locales';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ReviewsCarousel } from './reviews-carousel';

function renderCarousel(language = 'en') {
  localStorage.setItem('language', language);
  render(
    <AppProviders store={makeStore()} i18n={setUpI18n(allLocales).i18n}>
      <ReviewsCarousel />
    </AppProviders>,
  );
}

beforeEach(() => localStorage.clear());

test('shows the first 6 approved reviews with stars, name and text', async () => {
  const reviews = Array.from({ length: 8 }, (_, index) => ({
    id: `r${index + 1}`,
    name: `Parent ${index + 1}`,
    rating: 5,
    review_text: `Text ${index + 1}`,
    created_at: '2025-02-01T10:00:00.000Z',
  }));
  const fetchMock = mockFetch(() => jsonResponse(reviews));
  renderCarousel();

  expect(await screen.findByText('Text 1')).toBeInTheDocument();
  expect(screen.getByText('Text 6')).toBeInTheDocument();
  expect(screen.queryByText('Text 7')).not.toBeInTheDocument();
  expect(screen.getByText('Parent 6')).toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(6);
  expect(screen.getByRole('button', { name: 'Next reviews' })).toBeInTheDocument();
  // The home page shows every approved review, of any book or none.
  const url = new URL((fetchMock.mock.calls[0][0] as Request).url);
  expect({ path: url.pathname, query: url.search }).toEqual({ path: '/api/reviews', query: '' });
});

test('in Arabic when there are none it says so and invites the first review', async () => {
  mockFetch(() => jsonResponse([]));
  renderCarousel('ar');
  expect(await screen.findByText('لا توجد آراء بعد. كن أول من يشاركنا رأيه!')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'اكتب رأيك' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});
