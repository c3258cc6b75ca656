/**
 * WebP quality of product pictures, chosen by measurement (docs/adr/0006): at 768 px wide a
 * seeded picture weighs 10.6 kB at 100 and 3.4 kB at 75, with no difference to be seen at
 * phone or card size. Allowed in `images.qualities` of next.config.ts.
 */
export const PICTURE_QUALITY = 75

/** How wide the product page shows its main picture. */
export const GALLERY_SIZES = '(min-width: 1024px) 50vw, 100vw'
