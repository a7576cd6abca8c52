import type { Language } from '@bookshop/contracts/languages';
import type { PersonalDataView } from './dto/privacy.view.js';

interface SummaryTexts {
  intro: (email: string) => string;
  orders: (count: number, numbers: string) => string;
  kept: (number: string, until: string) => string;
  reviews: (count: number) => string;
  messages: (count: number) => string;
  emails: (count: number) => string;
}

const TEXTS: Record<Language, SummaryTexts> = {
  ar: {
    intro: (email) => `هذه كل البيانات التي تحتفظ بها المكتبة عن ${email}.`,
    orders: (count, numbers) => `الطلبات: ${count}${numbers ? ` (${numbers})` : ''}`,
    kept: (number, until) => `الطلب ${number}: محفوظ للسجلات الضريبية حتى ${until}، بلا اسم أو عنوان أو هاتف أو بريد.`,
    reviews: (count) => `المراجعات: ${count}`,
    messages: (count) => `رسائل التواصل: ${count}`,
    emails: (count) => `الرسائل البريدية المحفوظة: ${count}`,
  },
  en: {
    intro: (email) => `This is everything the bookshop keeps about ${email}.`,
    orders: (count, numbers) => `Orders: ${count}${numbers ? ` (${numbers})` : ''}`,
    kept: (number, until) => `Order ${number}: kept for the tax records until ${until}, without name, address, phone or email.`,
    reviews: (count) => `Reviews: ${count}`,
    messages: (count) => `Contact messages: ${count}`,
    emails: (count) => `Stored emails: ${count}`,
  },
  nl: {
    intro: (email) => `Dit is alles wat de boekwinkel over ${email} bewaart.`,
    orders: (count, numbers) => `Bestellingen: ${count}${numbers ? ` (${numbers})` : ''}`,
    kept: (number, until) =>
      `Bestelling ${number}: bewaard voor de belastingadministratie tot ${until}, zonder naam, adres, telefoon of e-mail.`,
    reviews: (count) => `Recensies: ${count}`,
    messages: (count) => `Contactberichten: ${count}`,
    emails: (count) => `Bewaarde e-mails: ${count}`,
  },
};

/** The lines a person reads before the data itself: what the copy holds, in their language. */
export function exportSummary(data: PersonalDataView, language: Language): string[] {
  const texts = TEXTS[language];
  return [
    texts.intro(data.email),
    texts.orders(data.orders.length, data.orders.map((order) => order.friendly_id).join(', ')),
    ...data.orders.filter((order) => order.tax_record_until).map((order) => texts.kept(order.friendly_id, order.tax_record_until!)),
    texts.reviews(data.reviews.length),
    texts.messages(data.contact_messages.length),
    texts.emails(data.emails.length),
  ];
}
