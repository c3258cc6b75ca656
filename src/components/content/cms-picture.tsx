import { Picture } from '@/components/catalog/picture'

import { PICTURE_QUALITY } from '@/components/catalog/picture-quality'
import { sitePath } from '@/lib/site-path'
import type { Media } from '@/payload-types'

/** A picture from the media library; `sizes` says how wide the layout shows it. */
export function CmsPicture({
  media,
  sizes,
  className,
  priority = false,
}: {
  media?: number | Media | null
  sizes: string
  className?: string
  priority?: boolean
}) {
  if (!media || typeof media === 'number' || !media.url) return null
  const focal =
    media.focalX != null && media.focalY != null ? `${media.focalX}% ${media.focalY}%` : undefined
  return (
    <Picture
      src={sitePath(media.url)}
      alt={media.alt ?? ''}
      width={media.width ?? 1200}
      height={media.height ?? 800}
      sizes={sizes}
      quality={PICTURE_QUALITY}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={focal ? { objectPosition: focal } : undefined}
    />
  )
}
