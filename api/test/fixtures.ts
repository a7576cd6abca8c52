import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** A real image of the given format, so uploads go through the same decoding as a parent's photo. */
export function image(format: 'jpeg' | 'png' | 'webp', width = 600, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 160, b: 60 } } })
    [format]()
    .toBuffer();
}

/** A real one-page PDF. */
export async function pdf(text = 'A look inside'): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([400, 500]);
  page.drawText(text, { x: 40, y: 440, size: 20, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

/** The text fields of a valid book form, as a multipart client sends them. */
export function bookFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title_ar: 'القطة الصغيرة',
    title_en: 'The Little Cat',
    title_nl: 'Het kleine katje',
    author_ar: 'سلمى',
    author_en: 'Salma',
    author_nl: 'Salma',
    description_ar: 'قصة عن قطة تحب القمر.',
    description_en: 'A story about a cat who loves the moon.',
    description_nl: 'Een verhaal over een katje dat van de maan houdt.',
    price: '12.50',
    age_groups: JSON.stringify(['toddlers', 'children']),
    featured: 'true',
    category: 'animals',
    stock: '7',
    ...overrides,
  };
}

/** An order as the order events carry it (OrderSnapshot), for driving the notification handlers. */
export function orderSnapshot(
  overrides: Partial<import('../src/events/orders.js').OrderSnapshot> = {},
): import('../src/events/orders.js').OrderSnapshot {
  return {
    order_id: '6f1c2a4e-0b7d-4c55-9a3e-2f8d1b6c9e10',
    friendly_id: 'BK-10042',
    process_number: 'q7Xv2LmN9pRt4sWz8yBc1dFg',
    status: 'paid',
    customer_name: 'Mariam El Amrani',
    customer_email: 'mariam@example.nl',
    language: 'ar',
    subtotal_cents: 2500,
    shipping_cost_cents: 495,
    total_cents: 2995,
    currency: 'EUR',
    created_at: '2025-11-20T10:15:00.000Z',
    items: [
      {
        title_ar: 'القطة الصغيرة',
        title_en: 'The Little Cat',
        title_nl: 'Het kleine katje',
        quantity: 2,
        unit_price_cents: 1250,
        total_price_cents: 2500,
      },
    ],
    ...overrides,
  };
}
