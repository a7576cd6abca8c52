import { beforeEach, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { validateContact } from './contact-form-rules';

/** The page also reads the shop's contact details; these are the messages it sent. */
const contactPosts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/contact');

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
});

async function openContactPage() {
  const user = userEvent.setup();
  renderApp('/contact');
  await screen.findByRole('heading', { name: 'Contact us', level: 1 });
  return user;
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'Full name' | 'E-mail address' | 'Subject' | 'Message', string>>,
) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

const aMessage = {
  'Full name': 'Fatima El Amrani',
  'E-mail address': 'fatima@example.nl',
  Subject: 'Levering',
  Message: 'Bezorgen jullie ook in Keulen?',
};

test('an empty form says what is missing under each field and sends nothing', async () => {
  const fetchMock = mockFetch(() => jsonResponse({}, 201));
  const user = await openContactPage();

  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Please enter your full name');
  expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Please enter a valid email address');
  expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please enter a subject');
  expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please write your message');
  expect(screen.getByLabelText('Full name')).toHaveFocus();
  expect(contactPosts(fetchMock)).toHaveLength(0);

  // Editing a field clears its error only.
  await user.type(screen.getByLabelText('Full name'), 'F');
  expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
});

test('an e-mail address without a domain is refused', async () => {
  mockFetch(() => jsonResponse({}, 201));
  const user = await openContactPage();
  await fillIn(user, { ...aMessage, 'E-mail address': 'fatima@' });
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
});

test('a sent message says so and empties the form', async () => {
  const fetchMock = mockFetch(() => jsonResponse({ id: 'message-1' }, 201));
  const user = await openContactPage();
  await fillIn(user, aMessage);
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByText('Your message has been sent successfully')).toBeInTheDocument();
  const [request] = contactPosts(fetchMock);
  expect(await request.json()).toEqual({
    full_name: 'Fatima El Amrani',
    email: 'fatima@example.nl',
    subject: 'Levering',
    message: 'Bezorgen jullie ook in Keulen?',
  });
  expect(screen.getByLabelText('Full name')).toHaveValue('');
  expect(screen.getByLabelText('Message')).toHaveValue('');
});

test('a failure says so and keeps what was written', async () => {
  mockFetch(() => jsonResponse({ statusCode: 500, message: 'Internal error' }, 500));
  const user = await openContactPage();
  await fillIn(user, aMessage);
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while sending the message');
  expect(screen.getByLabelText('Full name')).toHaveValue('Fatima El Amrani');
});

test("the server's field errors show under their fields", async () => {
  mockFetch(() =>
    jsonResponse({ statusCode: 400, code: 'validation_failed', message: 'Invalid', fields: { email: 'contact.validation.email' } }, 400),
  );
  const user = await openContactPage();
  await fillIn(user, aMessage);
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
});

test('the page shows the address, phone, e-mail, social links and the coming map', async () => {
  mockFetch(() => jsonResponse([]));
  await openContactPage();
  expect(screen.getByText('Rotterdam, Netherlands', { selector: 'main dd' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: '+31 10 123 4567' })).toHaveLength(2); // the page and the footer
  expect(screen.getAllByRole('link', { name: 'Facebook' })).toHaveLength(2);
  expect(screen.getByText('An interactive map is coming soon.')).toBeInTheDocument();
  expect(document.title).toBe("Contact us – Children's Bookshop");
});

test('the rules: all four fields required, names and subjects up to 200 characters, messages up to 5000', () => {
  const valid = { full_name: 'Fatima', email: 'fatima@example.nl', subject: 'Hello', message: 'm'.repeat(5000) };
  expect(validateContact(valid)).toEqual({});
  expect(validateContact({ ...valid, message: 'm'.repeat(5001) })).toEqual({ message: 'contact.validation.messageLength' });
  expect(validateContact({ ...valid, full_name: 'f'.repeat(201), subject: 's'.repeat(201) })).toEqual({
    full_name: 'contact.validation.fullNameLength',
    subject: 'contact.validation.subjectLength',
  });
  // The server's e-mail rule: a one-letter top-level domain is refused here too, not only after sending.
  expect(validateContact({ ...valid, email: 'fatima@example.n' })).toEqual({ email: 'contact.validation.email' });
  expect(validateContact({ full_name: ' ', email: 'fatima example.nl', subject: '', message: '\n' })).toEqual({
    full_name: 'contact.validation.fullName',
    email: 'contact.validation.email',
    subject: 'contact.validation.subject',
    message: 'contact.validation.message',
  });
});
