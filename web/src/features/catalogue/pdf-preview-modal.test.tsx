import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { setUpI18n } from '../../shared/i18n/i18n';
import { allLocales } from '../../../test/locales';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { PdfPreviewModal } from './pdf-preview-modal';

const PDF = '/uploads/books/rabbit/preview.pdf';

function renderModal(onClose = () => {}) {
  localStorage.setItem('language', 'en');
  render(
    <I18nextProvider i18n={setUpI18n(allLocales).i18n}>
      <PdfPreviewModal pdfUrl={PDF} title="The Little Rabbit" onClose={onClose} />
    </I18nextProvider>,
  );
}

/** jsdom has no matchMedia: lend one that answers the 768 px query with `narrow`. */
function screenWidth(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width: 768px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('on a wide screen the PDF is shown in a frame', async () => {
  screenWidth(false);
  const fetchMock = mockFetch(() => new Response(null, { status: 200 }));
  renderModal();
  expect(screen.getByRole('dialog', { name: 'Preview: The Little Rabbit' })).toBeInTheDocument();
  expect(screen.getByTitle('PDF preview of The Little Rabbit')).toHaveAttribute('src', PDF);
  const check = fetchMock.mock.calls[0][0] as Request;
  expect(check.method).toBe('HEAD');
  expect(new URL(check.url).pathname).toBe(PDF);
});

test('on a narrow screen it offers open-in-new-tab and download instead, with a hint', () => {
  screenWidth(true);
  const fetchMock = mockFetch(() => new Response(null, { status: 200 }));
  renderModal();
  expect(screen.queryByTitle('PDF preview of The Little Rabbit')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', PDF);
  expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download');
  expect(screen.getByText(/works best in your device's own PDF viewer/)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a mobile browser gets the links whatever its width', () => {
  screenWidth(false);
  mockFetch(() => new Response(null, { status: 200 }));
  const userAgent = jest
    .spyOn(navigator, 'userAgent', 'get')
    .mockReturnValue('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148');
  try {
    renderModal();
    expect(screen.queryByTitle('PDF preview of The Little Rabbit')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
  } finally {
    userAgent.mockRestore();
  }
});

test('when the PDF cannot be loaded it switches to the links', async () => {
  screenWidth(false);
  mockFetch(() => jsonResponse({ statusCode: 404 }, 404));
  renderModal();
  expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be shown here.');
  expect(screen.queryByTitle('PDF preview of The Little Rabbit')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open in a new tab' })).toBeInTheDocument();
});

test('Escape closes it', async () => {
  screenWidth(true);
  mockFetch(() => new Response(null, { status: 200 }));
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderModal(onClose);
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});
