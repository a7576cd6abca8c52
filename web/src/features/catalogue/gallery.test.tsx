import { beforeEach, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { ImageView } from '../../shared/api/types';
import { setUpI18n } from '../../shared/i18n/i18n';
import { allLocales } from '../../../test/locales';
import { Gallery, galleryImages, gallerySrcSet } from './gallery';

const image = (name: string): ImageView => ({
  url: `/uploads/${name}.jpg`,
  large_url: `/uploads/${name}-large.webp`,
  card_url: `/uploads/${name}-card.webp`,
  thumb_url: `/uploads/${name}-thumb.webp`,
  width: 900,
  height: 1200,
});

function renderGallery(images: ImageView[]) {
  localStorage.setItem('language', 'en');
  render(
    <I18nextProvider i18n={setUpI18n(allLocales).i18n}>
      <Gallery images={images} title="The Little Rabbit" />
    </I18nextProvider>,
  );
}
const shownImage = () => screen.getByRole('img');

beforeEach(() => localStorage.clear());

test('the cover comes first, then at most 5 previews', () => {
  const previews = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map(image);
  expect(galleryImages({ cover: image('cover'), previews }).map((shown) => shown.url)).toEqual(
    ['cover', 'p1', 'p2', 'p3', 'p4', 'p5'].map((name) => `/uploads/${name}.jpg`),
  );
});

test('next and previous wrap around at both ends', async () => {
  const user = userEvent.setup();
  renderGallery([image('cover'), image('p1'), image('p2')]);
  expect(shownImage()).toHaveAttribute('alt', 'Cover of The Little Rabbit');
  expect(shownImage()).toHaveAttribute('fetchpriority', 'high');
  expect(shownImage()).toHaveAttribute('src', '/uploads/cover-card.webp');

  await user.click(screen.getByRole('button', { name: 'Previous picture' }));
  expect(shownImage()).toHaveAttribute('alt', 'The Little Rabbit, inside page 2');

  await user.click(screen.getByRole('button', { name: 'Next picture' }));
  expect(shownImage()).toHaveAttribute('alt', 'Cover of The Little Rabbit');
  await user.click(screen.getByRole('button', { name: 'Next picture' }));
  await user.click(screen.getByRole('button', { name: 'Next picture' }));
  expect(shownImage()).toHaveAttribute('src', '/uploads/p2-card.webp');
  await user.click(screen.getByRole('button', { name: 'Next picture' }));
  expect(shownImage()).toHaveAttribute('alt', 'Cover of The Little Rabbit');
});

test('a dot shows its image and marks itself current', async () => {
  const user = userEvent.setup();
  renderGallery([image('cover'), image('p1'), image('p2')]);
  const second = screen.getByRole('button', { name: 'Show picture 2 of 3' });
  await user.click(second);
  expect(second).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: 'Show picture 1 of 3' })).not.toHaveAttribute('aria-current');
  expect(shownImage()).toHaveAttribute('src', '/uploads/p1-card.webp');
});

test('a book with only a cover has no arrows or dots', () => {
  renderGallery([image('cover')]);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a phone takes a WebP variant narrower than the original, a large screen the original; none claims more pixels than the original has', () => {
  expect(gallerySrcSet({ ...image('cover'), width: 1600, height: 2000 })).toBe(
    '/uploads/cover-card.webp 480w, /uploads/cover-large.webp 800w, /uploads/cover.jpg 1600w',
  );
  expect(gallerySrcSet({ ...image('cover'), width: 700, height: 900 })).toBe('/uploads/cover-card.webp 480w, /uploads/cover.jpg 700w');
  expect(gallerySrcSet({ ...image('cover'), width: 400, height: 500 })).toBe('/uploads/cover.jpg 400w');
  renderGallery([{ ...image('cover'), width: 1600, height: 2000 }]);
  expect(shownImage()).toHaveAttribute('srcset', '/uploads/cover-card.webp 480w, /uploads/cover-large.webp 800w, /uploads/cover.jpg 1600w');
});
