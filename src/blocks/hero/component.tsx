import { CmsLink } from '@/components/content/cms-link'
import { CmsPicture } from '@/components/content/cms-picture'
import type { HeroBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

export function HeroBlockView({ block, locale, first }: BlockProps<HeroBlock>) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="relative isolate overflow-hidden bg-brand-dark text-white">
      <CmsPicture
        media={block.image}
        sizes="100vw"
        priority={first}
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
      />
      <div className="mx-auto max-w-5xl space-y-5 px-4 py-20 sm:py-28">
        <Heading className="max-w-3xl text-4xl font-bold sm:text-5xl">{block.heading}</Heading>
        {block.text ? <p className="max-w-2xl text-lg text-white/90">{block.text}</p> : null}
        <CmsLink
          link={block.link}
          locale={locale}
          className="inline-flex rounded-md bg-white px-5 py-3 font-semibold text-brand-dark hover:bg-cream"
        />
      </div>
    </section>
  )
}
