import { NewsletterSignup } from '@/components/layout/newsletter-signup'
import type { NewsletterBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

export function NewsletterBlockView({ block, locale }: BlockProps<NewsletterBlock>) {
  return (
    <section className="bg-brand-dark text-white">
      <div className="mx-auto max-w-xl px-4 py-12">
        <NewsletterSignup locale={locale} heading={block.heading} text={block.text} />
      </div>
    </section>
  )
}
