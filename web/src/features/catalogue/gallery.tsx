import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_VARIANTS } from '@bookshop/contracts/image-variants';
import type { ImageView } from '../../shared/api/types';
import { useRenderedPage } from '../../shared/ssr/rendered-page';
import styles from './gallery.module.css';

/** The cover plus at most 5 preview images. */
export const MAX_PREVIEW_IMAGES = 5;

/** The book's images: the cover first, then its previews. */
export function galleryImages(images: { cover: ImageView; previews: ImageView[] }): ImageView[] {
  return [images.cover, ...images.previews.slice(0, MAX_PREVIEW_IMAGES)].filter((image) => image?.url);
}

/**
 * The picture's WebP variants narrower than the original, then the original: a phone takes the
 * 480 or 800 px variant (a fraction of the original's bytes), a large screen the original.
 */
export function gallerySrcSet(image: ImageView): string | undefined {
  if (!image.card_url || !image.width) return undefined;
  const variants: [string, number][] = [
    [image.card_url, IMAGE_VARIANTS.card],
    [image.large_url, IMAGE_VARIANTS.large],
  ];
  return [...variants.filter(([url, width]) => url && width < image.width), [image.url, image.width]]
    .map(([url, width]) => `${url} ${width}w`)
    .join(', ');
}

/**
 * The book page's image gallery: one image at a time, previous/next arrows and dots, wrapping
 * around at both ends. The shown image is the page's main image, so it loads first.
 */
export function Gallery({ images, title }: { images: ImageView[]; title: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const rendered = useRenderedPage();
  const count = images.length;
  if (count === 0) return <div className={styles.frame} />;

  const go = (step: number) => setShown((current) => (current + step + count) % count);
  const image = images[shown];
  const srcSet = gallerySrcSet(image);
  const sizes = '(max-width: 768px) 100vw, 600px';
  // The cover is the book page's largest picture: the server asks the browser to fetch it first.
  if (shown === 0) rendered?.setMainImage({ href: image.card_url || image.url, srcSet, sizes });
  const alt = shown === 0 ? t('bookDetail.gallery.cover', { title }) : t('bookDetail.gallery.preview', { title, number: shown });

  return (
    <div
      className={styles.gallery}
      role="group"
      aria-roledescription={t('bookDetail.gallery.roleDescription')}
      aria-label={t('bookDetail.gallery.label', { title })}
    >
      <div className={styles.frame}>
        <img
          key={image.url}
          className={styles.image}
          src={image.card_url || image.url}
          srcSet={srcSet}
          sizes={sizes}
          width={image.width || undefined}
          height={image.height || undefined}
          alt={alt}
          fetchPriority={shown === 0 ? 'high' : 'auto'}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => go(-1)}
              aria-label={t('bookDetail.gallery.previous')}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(1)}
              aria-label={t('bookDetail.gallery.next')}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {images.map((dot, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              onClick={() => setShown(index)}
              aria-label={t('bookDetail.gallery.show', { number: index + 1, total: count })}
              aria-current={index === shown ? 'true' : undefined}
            />
          ))}
        </div>
      )}
    </div>
  );
}
