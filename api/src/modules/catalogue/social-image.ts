import sharp from 'sharp';
import { SOCIAL_IMAGE } from '@bookshop/contracts/social-image';

/** Space kept around the cover, so that no edge of it touches the frame (room for its shadow too). */
const MARGIN = 40;
/** The backdrop is drawn this many times smaller, then enlarged: as smooth as a full-size blur, for a fraction of the work. */
const BACKDROP_SCALE = 10;
/** How dark the backdrop is, so that the cover stands out from its own colours. */
const BACKDROP_BRIGHTNESS = 0.6;
const SHADOW = { spread: 24, blur: 10, offset: 8, opacity: 0.6 };

/**
 * A book's link-preview picture (SOCIAL_IMAGE, 1200 x 630): the cover whole and centred, never
 * cropped, with a soft shadow, on a blurred, darkened, enlarged copy of itself that fills the frame.
 * A small JPEG, as previews are fetched by messaging apps that refuse large ones. `cover` is a stored
 * original: upright, without metadata, at most 2,000 px a side (BookFilesService.storeImage).
 */
export async function renderSocialImage(cover: Buffer): Promise<Buffer> {
  const { width, height } = SOCIAL_IMAGE;
  // Transparent parts of a PNG cover would show the backdrop through the book: they are white paper.
  const flat = () => sharp(cover).flatten({ background: '#ffffff' });

  const wash = await flat()
    .resize(Math.round(width / BACKDROP_SCALE), Math.round(height / BACKDROP_SCALE), { fit: 'cover' })
    .blur(4)
    .toBuffer();
  const backdrop = await sharp(wash)
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .modulate({ brightness: BACKDROP_BRIGHTNESS })
    .toBuffer();

  const front = await flat()
    .resize(width - 2 * MARGIN, height - 2 * MARGIN, { fit: 'inside' })
    .toBuffer({ resolveWithObject: true });
  const left = Math.round((width - front.info.width) / 2);
  const top = Math.round((height - front.info.height) / 2);

  const shadow = await sharp({
    create: { width: front.info.width, height: front.info.height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: SHADOW.opacity } },
  })
    .extend({
      top: SHADOW.spread,
      bottom: SHADOW.spread,
      left: SHADOW.spread,
      right: SHADOW.spread,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .blur(SHADOW.blur)
    .png()
    .toBuffer();

  return sharp(backdrop)
    .composite([
      { input: shadow, left: left - SHADOW.spread, top: top - SHADOW.spread + SHADOW.offset },
      { input: front.data, left, top },
    ])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
