// Draws web/public/social-card.png: the shop's picture for link previews of pages that are not
// about one book (1200 x 630, the size SOCIAL_IMAGE names). Run it again after changing the design.
import sharp from 'sharp';

const width = 1200;
const height = 630;
const books = [
  { x: 780, y: 170, w: 90, h: 300, color: '#b4470f' },
  { x: 880, y: 140, w: 70, h: 330, color: '#2f6f6a' },
  { x: 960, y: 190, w: 100, h: 280, color: '#e0a526' },
  { x: 1070, y: 160, w: 60, h: 310, color: '#7a4f9e', tilt: 8 },
];
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#fbf8f3"/>
  <rect x="0" y="560" width="100%" height="70" fill="#f3ede3"/>
  ${books
    .map(
      (book) =>
        `<g transform="rotate(${book.tilt ?? 0} ${book.x + book.w / 2} ${book.y + book.h})">
          <rect x="${book.x}" y="${book.y}" width="${book.w}" height="${book.h}" rx="8" fill="${book.color}"/>
          <rect x="${book.x + 12}" y="${book.y + 40}" width="${book.w - 24}" height="10" rx="5" fill="#fbf8f3" opacity="0.7"/>
        </g>`,
    )
    .join('')}
  <rect x="760" y="470" width="390" height="18" rx="6" fill="#6b5d4f"/>
  <text x="90" y="250" font-family="Noto Naskh Arabic, Noto Sans Arabic, DejaVu Sans, sans-serif" font-size="84" font-weight="700" fill="#2b2118">مكتبة الأطفال</text>
  <text x="90" y="350" font-family="DejaVu Sans, sans-serif" font-size="48" fill="#b4470f">Children's Bookshop</text>
  <text x="90" y="420" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#6b5d4f">Kinderboekwinkel</text>
</svg>`;

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true })
  .toFile(new URL('../public/social-card.png', import.meta.url).pathname);
