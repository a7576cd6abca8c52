import { beforeEach, expect, test } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { setUpI18n } from '../i18n/i18n';
import { allLocales } from '../../../test/locales';
import { usePageMeta, useShopMeta } from './page-meta';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => localStorage.clear());

function Layout({ page }: { page?: { title?: string; description?: string } }) {
  useShopMeta();
  return page ? <Page {...page} /> : null;
}
function Page(meta: { title?: string; description?: string }) {
  usePageMeta(meta);
  return null;
}

test("the shop's name and description stand for pages that set none, in the visitor's language", async () => {
  const { i18n } = setUpI18n(allLocales);
  render(
    <I18nextProvider i18n={i18n}>
      <Layout />
    </I18nextProvider>,
  );
  expect(document.title).toBe('مكتبة الأطفال');
  expect(description()).toBe('كتب أطفال مصوّرة باللغة العربية، نوصلها إلى العائلات في هولندا وألمانيا وسائر دول الاتحاد الأوروبي.');

  await act(() => i18n.changeLanguage('nl'));
  expect(document.title).toBe('Kinderboekwinkel');
});

test("a page's own title wins over the shop's, and leaving the page gives the shop's back", async () => {
  const { i18n } = setUpI18n(allLocales);
  await i18n.changeLanguage('en');
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Layout page={{ title: 'Contact us', description: 'Write to us.' }} />
    </I18nextProvider>,
  );
  expect(document.title).toBe("Contact us – Children's Bookshop");
  expect(description()).toBe('Write to us.');

  view.rerender(
    <I18nextProvider i18n={i18n}>
      <Layout />
    </I18nextProvider>,
  );
  expect(document.title).toBe("Children's Bookshop");
  expect(description()).toBe(
    "Illustrated children's books in Arabic, delivered to families in the Netherlands, Germany and across the EU.",
  );
});
