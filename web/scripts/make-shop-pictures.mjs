// Draws the shop's own pictures into web/public: social-card.png, the picture for link previews of
// pages that are not about one book (1200 x 630, the size SOCIAL_IMAGE names), and icon.png, the
// tab's and the phone's home-screen icon (192 x 192). Run it again after changing the design.
import sharp from 'sharp';

const cream = '#fbf8f3';
const books = [
  { x: 780, y: 170, w: 90, h: 300, color: '#b4470f' },
  { x: 880, y: 140, w: 70, h: 330, color: '#2f6f6a' },
  { x: 960, y: 190, w: 100, h: 280, color: '#e0a526' },
  { x: 1070, y: 160, w: 60, h: 310, color: '#7a4f9e', tilt: 8 },
];

/** The four books on their shelf, as the social card shows them (x 760 to 1150, y 140 to 488). */
const shelf = `${books
  .map(
    (book) =>
      `<g transform="rotate(${book.tilt ?? 0} ${book.x + book.w / 2} ${book.y + book.h})">
        <rect x="${book.x}" y="${book.y}" width="${book.w}" height="${book.h}" rx="8" fill="${book.color}"/>
        <rect x="${book.x + 12}" y="${book.y + 40}" width="${book.w - 24}" height="10" rx="5" fill="${cream}" opacity="0.7"/>
      </g>`,
  )
  .join('')}
  <rect x="760" y="470" width="390" height="18" rx="6" fill="#6b5d4f"/>`;

const socialCard = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="100%" height="100%" fill="${cream}"/>
  <rect x="0" y="560" width="100%" height="70" fill="#f3ede3"/>
  ${shelf}
  <text x="90" y="250" font-family="Noto Naskh Arabic, Noto Sans Arabic, DejaVu Sans, sans-serif" font-size="84" font-weight="700" fill="#2b2118">مكتبة الأطفال</text>
  <text x="90" y="350" font-family="DejaVu Sans, sans-serif" font-size="48" fill="#b4470f">Children's Bookshop</text>
  <text x="90" y="420" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#6b5d4f">Kinderboekwinkel</text>
</svg>`;

// The same shelf on a cream tile: no text, which a browser would have to find a font for.
const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="720 90 470 470">
  <rect x="720" y="90" width="470" height="470" rx="96" fill="${cream}"/>
  ${shelf}
</svg>`;

const picture = (svg, file) =>
  sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(`../public/${file}`, import.meta.url).pathname);
await picture(socialCard, 'social-card.png');
await picture(icon, 'icon.png');
