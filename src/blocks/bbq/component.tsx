import { CmsLink } from '@/components/content/cms-link'
import { CmsPicture } from '@/components/content/cms-picture'
import { RichText } from '@/components/content/rich-text'
import type { BbqBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

export function BbqBlockView({ block, locale, first }: BlockProps<BbqBlock>) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="bg-neutral-900 text-white">
      <div className="mx-auto grid max-w-5xl items-center gap-8 px-4 py-14 md:grid-cols-2">
        <CmsPicture
          media={block.image}
          sizes="(min-width: 768px) 480px, 100vw"
          className="h-auto w-full rounded-lg object-cover"
        />
        <div className="space-y-4">
          <Heading className="text-3xl font-bold">{block.heading}</Heading>
          <RichText data={block.text} locale={locale} className="prose prose-invert" />
          <CmsLink link={block.link} locale={locale} />
        </div>
      </div>
    </section>
  )
}
