/** The picture widths of spec section 9 (xs 320 … 2xl 2600); next.config.ts uses the same. */
export const pictureWidths = [320, 640, 768, 1024, 1280, 2600] as const
