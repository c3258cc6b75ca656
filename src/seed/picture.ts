import type { Payload } from 'payload'

import type { Localized } from './catalog/localized'
import { productPicture } from './catalog/images'
import { seedContext } from './localized-doc'

/** An illustration in the media library, named `<key>.webp`, with its alt text per language. */
export async function seedPicture(
  payload: Payload,
  { key, category, alt }: { key: string; category: number; alt: Localized },
): Promise<number> {
  const data = await productPicture(key, category)
  const file = {
    data,
    mimetype: 'image/webp',
    name: `${key.toLowerCase()}.webp`,
    size: data.length,
  }
  const media = await payload.create({
    collection: 'media',
    locale: 'nl',
    data: { alt: alt.nl },
    file,
    context: seedContext,
  })
  for (const locale of ['fr', 'en'] as const) {
    await payload.update({
      collection: 'media',
      id: media.id,
      locale,
      data: { alt: alt[locale] },
      context: seedContext,
    })
  }
  return media.id
}
