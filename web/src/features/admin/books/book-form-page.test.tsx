import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBook, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, showsFormMessage, startAdminTest, TEST_ADMIN_ACCESS_TOKEN } from '../shared/admin-test-env';
import { lendFakeXhr, type SentUpload, type XhrAnswer } from './fake-xhr.fixture';

setUpAdminTestFile();

let uploads: SentUpload[];
let answer: XhrAnswer;

const realXhr = globalThis.XMLHttpRequest;
const stored = aBook({
  preview_images: ['/uploads/books/rabbit/p1.jpg', '/uploads/books/rabbit/p2.jpg', '/uploads/books/rabbit/p3.jpg'],
  // Stored under a random name; uploaded as "The Little Rabbit.pdf".
  pdf_url: '/uploads/books/rabbit/Xk3q9Zr2.pdf',
  pdf_name: 'The Little Rabbit.pdf',
  stock: 4,
});
const image = (name: string) => new File(['fake image'], name, { type: 'image/png' });

beforeEach(() => {
  startAdminTest();
  answer = { status: 200, body: stored };
  uploads = lendFakeXhr(() => answer);
  // jsdom has no object URLs; the form uses them to show picked images.
  URL.createObjectURL = () => 'blob:picked';
  URL.revokeObjectURL = () => {};
  mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === `/api/books/${stored.id}`) return jsonResponse(stored);
    if (path.startsWith('/api/books/'))
      return jsonResponse({ statusCode: 404, error: 'Not Found', code: 'book_not_found', message: 'Book not found' }, 404);
    return jsonResponse([]);
  });
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

// Role queries are slow over Ant Design's markup; the legend names the same block.
const block = (name: string) => screen.getByText(name, { selector: 'legend' }).closest('fieldset')!;
/** A button by its visible text: quicker than a role query over Ant Design's markup. */
const button = (text: string | RegExp) => screen.getByText(text, { selector: 'button, button *' }).closest('button')!;
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

function fillTexts() {
  for (const language of ['Arabic', 'English', 'Dutch']) {
    const fields = within(block(language));
    for (const field of ['Title', 'Author', 'Description']) type(fields.getByLabelText(field), `${field} ${language}`);
  }
}

async function fillValidAddForm() {
  await screen.findByText('Add book', { selector: 'h1' }, SCREEN_READY);
  fillTexts();
  type(screen.getByLabelText('Price (€)'), '12.5');
  await userEvent.click(button(/Toddlers/));
  await userEvent.upload(screen.getByLabelText('Choose a cover image'), image('cover.png'));
}

const save = () => userEvent.click(button('Save book'));
const entries = (body: FormData) =>
  Object.fromEntries([...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]));

test('add: every required text in the three languages, the price, an age group and the cover are asked for; nothing is sent', async () => {
  renderApp('/admin/books/add');
  await screen.findByText('Add book', { selector: 'h1' }, SCREEN_READY);
  expect(block('Arabic')).toHaveAttribute('dir', 'rtl');
  await save();

  expect(await screen.findAllByText('Please enter the title')).toHaveLength(3);
  expect(screen.getAllByText('Please enter the author')).toHaveLength(3);
  expect(screen.getAllByText('Please enter the description')).toHaveLength(3);
  expect(screen.getByText('Please enter the price')).toBeInTheDocument();
  expect(screen.getByText('Please select at least one age group')).toBeInTheDocument();
  expect(screen.getByText('Please choose a cover image')).toBeInTheDocument();
  expect(uploads).toHaveLength(0);
});

test('a price of 0 or with a third decimal is refused', async () => {
  renderApp('/admin/books/add');
  await fillValidAddForm();
  const refused = 'Enter a price above 0 with at most 2 decimals';
  type(screen.getByLabelText('Price (€)'), '0');
  await save();
  await showsFormMessage(refused);
  // A valid price first takes the message away, so the next one is about 1.005 alone.
  type(screen.getByLabelText('Price (€)'), '12.5');
  await waitFor(() => expect(screen.queryByText(refused)).toBeNull());
  type(screen.getByLabelText('Price (€)'), '1.005');
  await save();
  await showsFormMessage(refused);
  expect(uploads).toHaveLength(0);
});

test('without an age group the form says admin.manage.ageGroupsRequired and sends nothing', async () => {
  renderApp('/admin/books/add');
  await fillValidAddForm();
  await userEvent.click(button(/Toddlers/));
  expect(button(/Toddlers/)).toHaveAttribute('aria-pressed', 'false');
  await save();
  await showsFormMessage('Please select at least one age group');
  expect(uploads).toHaveLength(0);
});

test('add sends the multipart body with every field and file, then goes back to the list with a notice', async () => {
  const { router } = renderApp('/admin/books/add');
  await fillValidAddForm();
  await userEvent.click(button(/Teenagers/));
  await userEvent.upload(screen.getByLabelText(/Add preview images/), [image('p1.png'), image('p2.png'), image('p3.png')]);
  await userEvent.click(screen.getByLabelText('Remove preview image 2'));
  await userEvent.upload(screen.getByLabelText('Choose a PDF file'), new File(['%PDF-1.4'], 'story.pdf', { type: 'application/pdf' }));
  expect(screen.getByText('New file: story.pdf')).toBeInTheDocument();
  type(screen.getByLabelText('Stock'), '7');
  await userEvent.click(screen.getByLabelText('Featured'));
  await save();

  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/books'));
  expect(uploads).toHaveLength(1);
  const [upload] = uploads;
  expect([upload.method, upload.url, upload.headers.Authorization]).toEqual([
    'POST',
    '/api/admin/books',
    `Bearer ${TEST_ADMIN_ACCESS_TOKEN}`,
  ]);
  expect(entries(upload.body)).toEqual({
    title_ar: 'Title Arabic',
    title_en: 'Title English',
    title_nl: 'Title Dutch',
    author_ar: 'Author Arabic',
    author_en: 'Author English',
    author_nl: 'Author Dutch',
    description_ar: 'Description Arabic',
    description_en: 'Description English',
    description_nl: 'Description Dutch',
    price: '12.5',
    age_groups: '["toddlers","teenagers"]',
    featured: 'true',
    category: '',
    stock: '7',
    cover_image: 'cover.png',
    preview_image_0: 'p1.png',
    preview_image_1: 'p3.png',
    pdf_file: 'story.pdf',
  });
  expect(await screen.findByText('Book added')).toBeInTheDocument();
});

test('edit: loads the book, keeps the previews left in place and sends them as existing_preview_image_n', async () => {
  renderApp(`/admin/books/${stored.id}/edit`);
  expect(await screen.findByRole('status', {}, SCREEN_READY)).toHaveTextContent('Loading...');
  expect(await screen.findByDisplayValue('The Little Rabbit', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getByText('Current file: The Little Rabbit.pdf')).toBeInTheDocument();
  expect(screen.queryByText(/Xk3q9Zr2/)).not.toBeInTheDocument();

  await userEvent.click(screen.getByLabelText('Remove preview image 1'));
  await userEvent.upload(screen.getByLabelText(/Add preview images/), image('new.png'));
  type(screen.getByLabelText('Stock'), '');
  await save();

  await waitFor(() => expect(uploads).toHaveLength(1));
  const [upload] = uploads;
  expect([upload.method, upload.url]).toEqual(['PUT', `/api/admin/books/${stored.id}`]);
  const sent = entries(upload.body);
  expect(sent).toMatchObject({
    title_en: 'The Little Rabbit',
    price: '12.5',
    age_groups: '["toddlers"]',
    featured: 'true',
    category: 'animals',
    stock: '',
  });
  expect(Object.entries(sent).filter(([name]) => name.includes('preview'))).toEqual([
    ['existing_preview_image_0', '/uploads/books/rabbit/p2.jpg'],
    ['existing_preview_image_1', '/uploads/books/rabbit/p3.jpg'],
    ['preview_image_2', 'new.png'],
  ]);
  expect(sent).not.toHaveProperty('cover_image');
  expect(sent).not.toHaveProperty('pdf_file');
  expect(await screen.findByText('Book updated')).toBeInTheDocument();
});

test('edit: more than 5 previews, counting the kept ones, gives "Maximum 5 preview images allowed"', async () => {
  renderApp(`/admin/books/${stored.id}/edit`);
  await screen.findByDisplayValue('The Little Rabbit', {}, SCREEN_READY);
  await userEvent.upload(screen.getByLabelText(/Add preview images/), [image('a.png'), image('b.png'), image('c.png')]);
  await save();
  await showsFormMessage('Maximum 5 preview images allowed');
  expect(uploads).toHaveLength(0);

  await userEvent.click(screen.getByLabelText('Remove preview image 6'));
  await waitFor(() => expect(screen.queryByText('Maximum 5 preview images allowed')).not.toBeInTheDocument());
  expect(screen.getByLabelText(/Add preview images/)).toBeDisabled();
});

test('edit: a missing book says "Book not found" as the shop says it, with a link back to the list', async () => {
  const { router } = renderApp('/admin/books/6f1c2a3e-0000-4000-8000-00000000dead/edit');
  expect(await screen.findByRole('heading', { name: 'Book not found', level: 2 }, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getByText('There is no book with this address. It may have been deleted.')).toBeInTheDocument();
  // Not Ant Design's stock 404 illustration, which looks like nothing else in the shop.
  expect(document.querySelector('.ant-result')).toBeNull();
  await userEvent.click(screen.getByRole('link', { name: 'Back to the books' }));
  expect(router.state.location.pathname).toBe('/admin/books');
});

test("the server's field errors show under their fields, and the first one, translated, as the notice", async () => {
  answer = {
    status: 400,
    body: {
      statusCode: 400,
      error: 'Bad Request',
      code: 'validation_failed',
      message: 'Invalid or missing fields: title_nl, cover_image',
      fields: { title_nl: 'admin.manage.titleTooLong', cover_image: 'admin.manage.imageInvalid' },
    },
  };
  const { router } = renderApp('/admin/books/add');
  await fillValidAddForm();
  await save();
  // once under the Dutch title, once as the notice
  await waitFor(() => expect(screen.getAllByText('The title is too long (at most 200 characters)')).toHaveLength(2));
  expect(screen.getByText('Images must be JPEG, PNG or WebP')).toBeInTheDocument();
  expect(screen.queryByText('Invalid or missing fields: title_nl, cover_image')).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin/books/add');
});

test.each([
  ['the connection is lost', { status: 0, body: '' }],
  ['the files are more than the shop takes', { status: 413, body: '' }],
])('when %s during the upload, the notice says "Failed to upload image" and the form stays', async (_case, failure) => {
  answer = failure;
  const { router } = renderApp('/admin/books/add');
  await fillValidAddForm();
  await save();
  expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin/books/add');
  expect(within(block('English')).getByLabelText('Title')).toHaveValue('Title English');
});

test('a failure without a server message falls back to "Failed to save book"', async () => {
  answer = { status: 502, body: '' };
  renderApp('/admin/books/add');
  await fillValidAddForm();
  await save();
  expect(await screen.findByText('Failed to save book')).toBeInTheDocument();
});

test('cancel closes the window when another window opened it, else goes to the list', async () => {
  const close = jest.spyOn(window, 'close').mockImplementation(() => {});
  const { router } = renderApp('/admin/books/add');
  await screen.findByText('Add book', { selector: 'h1' }, SCREEN_READY);
  await userEvent.click(button('Cancel'));
  expect(router.state.location.pathname).toBe('/admin/books');
  expect(close).not.toHaveBeenCalled();

  await act(() => router.navigate('/admin/books/add'));
  Object.defineProperty(window, 'opener', { value: {}, configurable: true });
  await screen.findByText('Cancel', {}, SCREEN_READY);
  await userEvent.click(button('Cancel'));
  expect(close).toHaveBeenCalled();
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
  close.mockRestore();
});
