import { CmsLink } from '@/components/content/cms-link'
import type { CallToActionBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

export function CallToActionBlockView({ block, locale, first }: BlockProps<CallToActionBlock>) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="mx-auto my-8 max-w-3xl rounded-lg bg-white px-6 py-8 text-center shadow-sm">
      <Heading className="text-2xl font-bold text-brand-dark">{block.heading}</Heading>
      {block.text ? <p className="mt-3 text-neutral-700">{block.text}</p> : null}
      <div className="mt-5">
        <CmsLink link={block.link} locale={locale} />
      </div>
    </section>
  )
}
