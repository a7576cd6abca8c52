import { isRightToLeft, type Language } from '@bookshop/contracts/languages';
import { markdownBlocks } from '../../platform/pdf/markdown-blocks.js';
import { renderPdfOnce, type PdfBlock } from '../../platform/pdf/pdf-renderer.js';
import type { OrderSnapshot } from '../../events/orders.js';
import { LAYOUT_LABELS } from './email-layout.js';
import type { MailAttachment } from './mailer.js';
import type { AcceptedText, OrderContract, ShopIdentity } from './order-contract.js';

/** The words of the durable record (the confirmation's contract section and its PDFs), per language. */
export const RECORD_LABELS: Record<
  Language,
  {
    termsTitle: string;
    withdrawalTitle: string;
    termsFile: string;
    withdrawalFile: string;
    version: (version: number, date: string) => string;
    accepted: (friendlyId: string, date: string) => string;
    withdrawalHeading: string;
    withdrawalText: string;
    withdrawalLink: string;
    attachments: string;
  }
> = {
  ar: {
    termsTitle: 'الشروط والأحكام',
    withdrawalTitle: 'سياسة الانسحاب والإرجاع',
    termsFile: 'terms-and-conditions',
    withdrawalFile: 'withdrawal-policy',
    version: (version, date) => `الإصدار ${version} بتاريخ ${date}`,
    accepted: (friendlyId, date) => `قُبلت مع الطلب ${friendlyId} بتاريخ ${date}`,
    withdrawalHeading: 'حقك في الانسحاب',
    withdrawalText:
      'يحق لك الانسحاب من هذا الشراء خلال 14 يومًا من يوم استلامك الكتب، دون ذكر أي سبب. نعيد إليك كل ما دفعته، بما في ذلك تكلفة التوصيل العادي، خلال 14 يومًا من انسحابك.',
    withdrawalLink: 'الانسحاب من العقد من هنا',
    attachments: 'مرفق بهذه الرسالة: الشروط والأحكام وسياسة الانسحاب مع نموذج الانسحاب، كما كانت عند طلبك.',
  },
  en: {
    termsTitle: 'Terms and conditions',
    withdrawalTitle: 'Withdrawal and returns policy',
    termsFile: 'terms-and-conditions',
    withdrawalFile: 'withdrawal-policy',
    version: (version, date) => `Version ${version} of ${date}`,
    accepted: (friendlyId, date) => `Accepted with order ${friendlyId} on ${date}`,
    withdrawalHeading: 'Your right of withdrawal',
    withdrawalText:
      'You may withdraw from this purchase within 14 days of the day you receive the books, without giving a reason. We refund everything you paid, including the standard delivery cost, within 14 days of your withdrawal.',
    withdrawalLink: 'Withdraw from contract here',
    attachments:
      'Attached to this email: our terms and conditions and our withdrawal policy with the model withdrawal form, as they stood when you ordered.',
  },
  nl: {
    termsTitle: 'Algemene voorwaarden',
    withdrawalTitle: 'Herroepings- en retourbeleid',
    termsFile: 'algemene-voorwaarden',
    withdrawalFile: 'herroepingsbeleid',
    version: (version, date) => `Versie ${version} van ${date}`,
    accepted: (friendlyId, date) => `Geaccepteerd bij bestelling ${friendlyId} op ${date}`,
    withdrawalHeading: 'Je herroepingsrecht',
    withdrawalText:
      'Je mag deze koop binnen 14 dagen na de dag waarop je de boeken ontvangt zonder opgave van redenen herroepen. We betalen alles wat je betaalde, ook de standaard verzendkosten, binnen 14 dagen na je herroeping terug.',
    withdrawalLink: 'Herroep de overeenkomst hier',
    attachments:
      'Als bijlage bij deze e-mail: onze algemene voorwaarden en ons herroepingsbeleid met het modelformulier voor herroeping, zoals ze golden toen je bestelde.',
  },
};

/** Dates in the shop's zone, with Latin digits in every language, as the storefront writes them. */
export function formatDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
    numberingSystem: 'latn',
  }).format(date);
}

/** The shop in one line: trading and legal name, address, KvK and VAT numbers, email, phone. */
export function identityLine(identity: ShopIdentity, language: Language): string {
  // The same words as every email's footer.
  const labels = LAYOUT_LABELS[language];
  const name =
    identity.tradingName && identity.legalName && identity.tradingName !== identity.legalName
      ? `${identity.tradingName} (${identity.legalName})`
      : identity.legalName || identity.tradingName;
  return [
    name,
    identity.address,
    identity.kvkNumber && `${labels.kvk} ${identity.kvkNumber}`,
    identity.vatNumber && `${labels.vat} ${identity.vatNumber}`,
    identity.email,
    identity.phone,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The two PDFs of the confirmation, in the order's language: the terms and the withdrawal policy
 * (with its model withdrawal form) in the versions the order was placed under, each naming the
 * version and the order.
 */
export async function contractAttachments(
  order: OrderSnapshot,
  contract: OrderContract,
  identity: ShopIdentity,
  language: Language,
): Promise<MailAttachment[]> {
  const labels = RECORD_LABELS[language];
  const documents = [
    { text: contract.terms, title: labels.termsTitle, file: labels.termsFile },
    { text: contract.withdrawalPolicy, title: labels.withdrawalTitle, file: labels.withdrawalFile },
  ];
  return Promise.all(
    documents.map(async ({ text, title, file }) => ({
      filename: `${file}-${order.friendly_id}.pdf`,
      contentType: 'application/pdf',
      content: await textPdf(text, title, order, identity, language),
    })),
  );
}

function textPdf(
  text: AcceptedText,
  fallbackTitle: string,
  order: OrderSnapshot,
  identity: ShopIdentity,
  language: Language,
): Promise<Buffer> {
  const labels = RECORD_LABELS[language];
  const blocks = markdownBlocks(text.markdown);
  // A text that opens with its own title keeps it as the document's title.
  const first: PdfBlock | undefined = blocks[0];
  const title = first?.type === 'heading' && first.level === 1 ? (blocks.shift(), first.text) : fallbackTitle;
  return renderPdfOnce({
    lang: language,
    direction: isRightToLeft(language) ? 'rtl' : 'ltr',
    title,
    subtitle: [
      labels.version(text.version, formatDate(text.publishedAt, language)),
      labels.accepted(order.friendly_id, formatDate(new Date(order.created_at), language)),
    ],
    blocks,
    footer: identityLine(identity, language),
    author: identity.tradingName || identity.legalName,
  });
}
