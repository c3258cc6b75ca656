import type { Block } from 'payload'

/**
 * The block with a sketch of how it looks in the shop, shown where the editor picks a block
 * (public/admin/blocks/<slug>.svg). Its name is written beside it, so the sketch needs no text.
 */
export const withThumbnail = (block: Block): Block => ({
  ...block,
  imageURL: `/admin/blocks/${block.slug}.svg`,
  imageAltText: '',
})
