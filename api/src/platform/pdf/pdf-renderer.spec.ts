import { afterAll, describe, expect, it } from '@jest/globals';
import { pdfText, withoutSpaces } from '../../../test/pdf-text.js';
import { markdownBlocks } from './markdown-blocks.js';
import { drawPdf } from './pdf-drawing.js';
import { closePdfThreads, renderPdf, type PdfDocumentSpec } from './pdf-renderer.js';

const arabic: PdfDocumentSpec = {
  lang: 'ar',
  direction: 'rtl',
  title: 'الشروط والأحكام',
  subtitle: ['الطلب BK-10042 بتاريخ 20 نوفمبر 2025'],
  footer: 'مكتبة الأطفال · Kinderboekwinkel B.V. · KvK 12345678',
  blocks: [
    { type: 'heading', level: 1, text: 'حق الانسحاب' },
    {
      type: 'paragraph',
      text: 'يحق لك الانسحاب من هذا العقد خلال 14 يومًا دون إبداء أي سبب. رقم طلبك هو BK-10042 والمبلغ €29.95 (شامل الضريبة).',
    },
    { type: 'list', items: ['نعيد إليك جميع المبالغ التي دفعتها، بما في ذلك تكاليف التوصيل.', 'البريد: shop@example.nl'] },
    {
      type: 'table',
      columns: [
        { header: 'الكتاب', width: 5, align: 'start' },
        { header: 'الكمية', width: 1, align: 'end' },
        { header: 'المبلغ', width: 2, align: 'end' },
      ],
      rows: [{ cells: ['القطة الصغيرة', '2', '€25.00'] }, { cells: ['الإجمالي', '', '€29.95'], emphasis: true }],
    },
  ],
};

/** The longest wait between the ticks of a 5 ms interval while `work` runs: how long this thread was held up. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(ticker);
  }
  return Math.max(longest, performance.now() - last);
}

describe('renderPdf', () => {
  afterAll(() => closePdfThreads());

  it('writes Arabic shaped and right to left, so it copies out in reading order with its numbers in place', async () => {
    const pdf = await renderPdf(arabic);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    // Ligatures (lam-alef, sheen-reh), words in reading order.
    expect(text).toContain('الشروط والأحكام');
    expect(text).toContain('يحق لك الانسحاب من هذا العقد خلال');
    expect(text).toContain('نعيد إليك جميع المبالغ التي دفعتها');
    expect(text).toContain('القطة الصغيرة');
    expect(text).toContain('الإجمالي');
    // Numbers, an order number, a price and brackets inside Arabic text, in their place; the vowel
    // sign of يومًا is not drawn (see NOT_DRAWN).
    expect(withoutSpaces(text)).toContain(withoutSpaces('خلال 14 يوما دون إبداء أي سبب. رقم طلبك هو BK-10042 والمبلغ'));
    expect(withoutSpaces(text)).toContain(withoutSpaces('شامل الضريبة).'));
    expect(withoutSpaces(text)).toContain(withoutSpaces('الطلب BK-10042 بتاريخ 20 نوفمبر 2025'));
    expect(text).toContain('€29.95');
    expect(text).toContain('Kinderboekwinkel B.V.');
  });

  it('breaks long text over lines and pages, and numbers every page', async () => {
    const sentence = 'Je mag deze overeenkomst binnen 14 dagen zonder opgave van redenen herroepen.';
    const pdf = await renderPdf({
      lang: 'nl',
      direction: 'ltr',
      title: 'Algemene voorwaarden',
      blocks: Array.from({ length: 40 }, () => ({ type: 'paragraph' as const, text: `${sentence} ${sentence} ${sentence}` })),
      footer: 'Kinderboekwinkel',
    });
    const text = await pdfText(pdf);
    expect(withoutSpaces(text).match(/Kinderboekwinkel\d\/\d/g)).toEqual(
      ['1/4', '2/4', '3/4', '4/4'].map((page) => `Kinderboekwinkel${page}`),
    );
    // Every line fits the page: no word is cut off at the right edge.
    expect(
      text
        .split(/\s+/)
        .filter((word) => word.startsWith('herroep'))
        .every((word) => word === 'herroepen.'),
    ).toBe(true);
  });

  it('draws in threads of its own: the event loop keeps ticking while several documents are drawn', async () => {
    const long: PdfDocumentSpec = { ...arabic, blocks: Array.from({ length: 3 }, () => arabic.blocks).flat() };
    await Promise.all([renderPdf(long), renderPdf(long)]); // both threads are started
    const onThisThread = await longestStall(() => drawPdf(long));
    const inThreads = await longestStall(() => Promise.all(Array.from({ length: 3 }, () => renderPdf(long))));
    // Drawing one here holds the loop for the whole document; three in the threads hold it for far less.
    expect(inThreads).toBeLessThan(onThisThread / 3);
  });
});

describe('markdownBlocks', () => {
  it('turns headings, paragraphs, lists, tables and links into blocks of plain text', () => {
    const blocks = markdownBlocks(
      [
        '# Terms',
        '',
        'We are **Kinderboekwinkel**,',
        'see [our site](https://shop.example.nl) or [mail us](mailto:a@b.nl).',
        '',
        '## Withdrawal',
        '',
        '- first',
        '  - nested',
        '- second',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '---',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 1, text: 'Terms' },
      { type: 'paragraph', text: 'We are Kinderboekwinkel, see our site (https://shop.example.nl) or mail us.' },
      { type: 'heading', level: 2, text: 'Withdrawal' },
      { type: 'list', ordered: false, items: ['first', 'nested', 'second'] },
      {
        type: 'table',
        columns: [
          { header: 'a', width: 1, align: 'start' },
          { header: 'b', width: 1, align: 'start' },
        ],
        rows: [{ cells: ['1', '2'] }],
      },
      { type: 'rule' },
    ]);
  });
});
