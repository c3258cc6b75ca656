import { getTranslations } from 'next-intl/server'

import { paymentMethodsFiller } from '@/content/payment-methods'
import { Link } from '@/i18n/navigation'
import type { FaqTeaserBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

export async function FaqTeaserBlockView({ block, locale, first }: BlockProps<FaqTeaserBlock>) {
  const t = await getTranslations({ locale, namespace: 'blocks' })
  const Heading = first ? 'h1' : 'h2'
  const questions = block.questions ?? []
  // An answer may name the ways to pay the shop accepts now, through a placeholder.
  const fill = await paymentMethodsFiller(
    questions.map((item) => item.answer),
    locale,
  )
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <Heading className="text-2xl font-bold text-brand-dark">{block.heading}</Heading>
      <div className="mt-5 divide-y divide-neutral-200 rounded-lg bg-white shadow-sm">
        {questions.map((item, index) => (
          <details key={item.id ?? index} className="group p-4">
            <summary className="cursor-pointer font-semibold">{item.question}</summary>
            <p className="mt-2 whitespace-pre-line text-neutral-700">{fill(item.answer)}</p>
          </details>
        ))}
      </div>
      <Link href="/faq" className="mt-4 inline-block font-semibold text-brand underline">
        {t('allQuestions')}
      </Link>
    </section>
  )
}
