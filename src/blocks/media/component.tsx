import { CmsPicture } from '@/components/content/cms-picture'
import type { MediaBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

export function MediaBlockView({ block, first }: BlockProps<MediaBlock>) {
  return (
    <figure className="mx-auto max-w-5xl px-4 py-6">
      <CmsPicture
        media={block.image}
        sizes="(min-width: 1024px) 992px, 100vw"
        priority={first}
        className="h-auto w-full rounded-lg"
      />
      {block.caption ? (
        <figcaption className="mt-2 text-sm text-neutral-600">{block.caption}</figcaption>
      ) : null}
    </figure>
  )
}
