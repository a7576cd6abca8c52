/**
 * The widths (at most) of the WebP variants the API makes of every book image: a book page's picture
 * on a phone (large), a card in a grid, a thumbnail in lists. The web names them in its srcsets.
 */
export const IMAGE_VARIANTS = { large: 800, card: 480, thumb: 160 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
