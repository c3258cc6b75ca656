import { CmsPicture } from '@/components/content/cms-picture'
import { RichText } from '@/components/content/rich-text'
import type { AboutBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

/** The shop's story; `#about` is where the header's "about" link lands. */
export function AboutBlockView({ block, locale, first }: BlockProps<AboutBlock>) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <section
      id="about"
      className="mx-auto grid max-w-5xl scroll-mt-40 gap-8 px-4 py-14 md:grid-cols-2"
    >
      <div>
        <Heading className="text-3xl font-bold text-brand-dark">{block.heading}</Heading>
        <RichText data={block.text} locale={locale} className="prose prose-neutral mt-4" />
      </div>
      <CmsPicture
        media={block.image}
        sizes="(min-width: 768px) 480px, 100vw"
        className="h-auto w-full rounded-lg object-cover"
      />
    </section>
  )
}
