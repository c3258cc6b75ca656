import type { Metadata } from 'next'

import type { Media } from '@/payload-types'

type Seo = {
  title?: string | null
  description?: string | null
  image?: number | Media | null
}

/**
 * What search engines and shared links read of a page or a post: its search title,
 * description and share image (each caller passes the fallbacks: the title, the summary, the
 * cover). The share image's address may be relative: the layout's `metadataBase` completes it.
 */
export function seoMetadata({ title, description, image }: Seo): Metadata {
  const picture = image && typeof image === 'object' && image.url ? image : null
  const texts = { ...(title ? { title } : {}), ...(description ? { description } : {}) }
  return {
    ...texts,
    openGraph: {
      ...texts,
      ...(picture
        ? {
            images: [
              {
                url: picture.url as string,
                ...(picture.width ? { width: picture.width } : {}),
                ...(picture.height ? { height: picture.height } : {}),
                ...(picture.alt ? { alt: picture.alt } : {}),
              },
            ],
          }
        : {}),
    },
  }
}
