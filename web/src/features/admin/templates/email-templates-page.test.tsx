import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';
import type { EmailTemplate } from './templates-api';

setUpAdminTestFile();

const shipped: EmailTemplate = {
  id: 't1',
  name: 'order_sent',
  subject_ar: 'تم شحن طلبك',
  subject_en: 'Your order is on its way',
  subject_nl: 'Je bestelling is onderweg',
  body_ar: 'مرحباً {{customer_name}}',
  body_en: 'Hello {{customer_name}}, order {{process_number}} is sent.',
  body_nl: 'Hallo {{customer_name}}',
  placeholders: ['customer_name', 'process_number'],
  system: true,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
};

/** A template staff made themselves: it can be deleted. */
const giftNote: EmailTemplate = { ...shipped, id: 't2', name: 'gift_note', system: false };

let saveAnswer: () => Response;
let fetchMock: ReturnType<typeof mockFetch>;
const writes = () => fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method !== 'GET');

beforeEach(() => {
  startAdminTest();
  saveAnswer = () => jsonResponse(shipped, 201);
  fetchMock = mockFetch((request) => {
    if (request.method === 'GET') return jsonResponse([shipped, giftNote]);
    if (request.method === 'DELETE') return new Response(null, { status: 204 });
    return saveAnswer();
  });
});

async function fill(user: ReturnType<typeof userEvent.setup>, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

const allFields = {
  Name: 'welcome',
  'Subject (Arabic)': 'أهلاً',
  'Subject (English)': 'Welcome',
  'Subject (Dutch)': 'Welkom',
  'Body (Arabic)': 'مرحباً',
  'Body (English)': 'Hello {{customer_name}}',
  'Body (Dutch)': 'Hallo',
};

test('on a phone the table keeps the name and icon actions that still name what they do; the view shows the rest', async () => {
  const user = userEvent.setup();
  startAdminTest({ width: 390 });
  renderApp('/admin/email-templates');
  const row = (await screen.findByText('Order sent', {}, SCREEN_READY)).closest('tr') as HTMLElement;
  expect(screen.queryByRole('columnheader', { name: 'Subject' })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Placeholders' })).not.toBeInTheDocument();
  const view = within(row).getByRole('button', { name: 'View template Order sent' });
  expect(view).not.toHaveTextContent('View');
  await user.click(view);
  expect(await within(await screen.findByRole('dialog')).findByText('Your order is on its way')).toBeInTheDocument();
});

test('the form requires the name, three subjects and three bodies, and sends nothing without them', async () => {
  const user = userEvent.setup();
  renderApp('/admin/email-templates');
  await user.click(await screen.findByRole('button', { name: /Add template/ }, SCREEN_READY));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please enter the template name', {}, SCREEN_READY)).toBeInTheDocument();
  expect(within(dialog).getAllByText('Please enter the subject')).toHaveLength(3);
  expect(within(dialog).getAllByText('Please enter the body')).toHaveLength(3);
  expect(writes()).toHaveLength(0);
  // The Arabic fields are right-to-left.
  expect(within(dialog).getByLabelText('Subject (Arabic)')).toHaveAttribute('dir', 'rtl');
  expect(within(dialog).getByLabelText('Body (Arabic)')).toHaveAttribute('dir', 'rtl');
  expect(within(dialog).getByLabelText('Body (English)')).toHaveAttribute('dir', 'ltr');
});

test('a complete form is posted; the server refusing the name shows its message under the name', async () => {
  const user = userEvent.setup();
  saveAnswer = () =>
    jsonResponse(
      { statusCode: 409, error: 'Conflict', code: 'template_exists', message: 'exists', fields: { name: 'admin.templates.nameTaken' } },
      409,
    );
  renderApp('/admin/email-templates');
  await user.click(await screen.findByRole('button', { name: /Add template/ }, SCREEN_READY));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);
  await fill(user, allFields);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(writes()).toHaveLength(1), SCREEN_READY);
  const post = writes()[0];
  expect(post.method).toBe('POST');
  expect(new URL(post.url).pathname).toBe('/api/admin/email-templates');
  expect(await post.json()).toEqual({
    name: 'welcome',
    subject_ar: 'أهلاً',
    subject_en: 'Welcome',
    subject_nl: 'Welkom',
    body_ar: 'مرحباً',
    body_en: 'Hello {{customer_name}}',
    body_nl: 'Hallo',
  });
  const nameItem = within(dialog).getByLabelText('Name').closest('.ant-form-item') as HTMLElement;
  expect(await within(nameItem).findByText('A template with this name already exists', {}, SCREEN_READY)).toBeInTheDocument();
});

test('editing puts the template in the form and saves with PUT; success closes it with a notice', async () => {
  const user = userEvent.setup();
  saveAnswer = () => jsonResponse(shipped);
  renderApp('/admin/email-templates');
  await user.click(await screen.findByRole('button', { name: 'Edit template Order sent' }, SCREEN_READY));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);
  expect(within(dialog).getByLabelText('Subject (Dutch)')).toHaveValue('Je bestelling is onderweg');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Template updated successfully', {}, SCREEN_READY)).toBeInTheDocument();
  expect(writes()[0].method).toBe('PUT');
  expect(new URL(writes()[0].url).pathname).toBe('/api/admin/email-templates/t1');
});

test('the view shows the three languages, Arabic right-to-left, placeholders marked', async () => {
  const user = userEvent.setup();
  renderApp('/admin/email-templates');
  await user.click(await screen.findByRole('button', { name: 'View template Order sent' }, SCREEN_READY));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);
  const arabic = within(dialog).getByRole('region', { name: 'Arabic' });
  expect(within(arabic).getByText('تم شحن طلبك').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  const english = within(dialog).getByRole('region', { name: 'English' });
  expect(within(english).getByText('{{process_number}}').tagName).toBe('MARK');
  expect(within(dialog).getByRole('region', { name: 'Dutch' })).toBeInTheDocument();
});

test('deleting asks first, then deletes and says so', async () => {
  const user = userEvent.setup();
  renderApp('/admin/email-templates');
  await user.click(await screen.findByRole('button', { name: 'Delete template gift_note' }, SCREEN_READY));
  expect(await screen.findByText('Delete the template “gift_note”?', {}, SCREEN_READY)).toBeInTheDocument();
  expect(writes()).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Template deleted successfully', {}, SCREEN_READY)).toBeInTheDocument();
  expect(writes()[0].method).toBe('DELETE');
});

test("in Arabic a failed delete says so in Arabic, not with the server's English message", async () => {
  localStorage.setItem('language', 'ar');
  fetchMock.mockImplementation(async (request) =>
    (request as Request).method === 'DELETE'
      ? jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Email template not found' }, 404)
      : jsonResponse([shipped, giftNote]),
  );
  const user = userEvent.setup();
  renderApp('/admin/email-templates');
  await user.click(await screen.findByRole('button', { name: 'حذف القالب gift_note' }, SCREEN_READY));
  await user.click(await screen.findByRole('button', { name: 'حذف' }, SCREEN_READY));
  expect(await screen.findByText('فشل حذف القالب', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.queryByText('Email template not found')).not.toBeInTheDocument();
});

test('a template the shop sends by itself shows its translated name and cannot be deleted, saying why', async () => {
  localStorage.setItem('language', 'nl');
  renderApp('/admin/email-templates');
  const row = (await screen.findByText('Bestelling verzonden', {}, SCREEN_READY)).closest('tr') as HTMLElement;
  expect(within(row).getByText('Verstuurd door de winkel')).toBeInTheDocument();
  const remove = within(row).getByRole('button', { name: /Sjabloon Bestelling verzonden verwijderen/ });
  expect(remove).toBeDisabled();
  expect(remove).toHaveAccessibleName(expect.stringContaining('je kunt hem bewerken, maar niet verwijderen'));
  const own = screen.getByText('gift_note').closest('tr') as HTMLElement;
  expect(within(own).getByRole('button', { name: 'Sjabloon gift_note verwijderen' })).toBeEnabled();
});

test('in the Arabic back office the English and Dutch texts of a template run left-to-right, the Arabic right-to-left', async () => {
  localStorage.setItem('language', 'ar');
  const user = userEvent.setup();
  renderApp('/admin/email-templates');
  await user.click(await screen.findByRole('button', { name: 'تعديل القالب تم شحن الطلب' }, SCREEN_READY));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);
  for (const label of ['الموضوع (بالإنجليزية)', 'النص (بالإنجليزية)', 'الموضوع (بالهولندية)', 'النص (بالهولندية)']) {
    expect(within(dialog).getByLabelText(label)).toHaveStyle({ direction: 'ltr' });
  }
  expect(within(dialog).getByLabelText('النص (بالعربية)')).toHaveStyle({ direction: 'rtl' });
  // Its name is fixed: the shop sends it by that name.
  expect(within(dialog).getByLabelText('الاسم')).toBeDisabled();
});
