import { getTranslations } from 'next-intl/server'

import { paymentMethodsFiller } from '@/content/payment-methods'
import type { FaqListBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

/** Grouped questions; each group is reachable at its anchor (/faq#pay) and listed on top. */
export async function FaqListBlockView({ block, locale }: BlockProps<FaqListBlock>) {
  const t = await getTranslations({ locale, namespace: 'blocks' })
  const groups = block.groups ?? []
  // An answer may name the ways to pay the shop accepts now, through a placeholder.
  const fill = await paymentMethodsFiller(
    groups.flatMap((group) => (group.questions ?? []).map((item) => item.answer)),
    locale,
  )
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <nav aria-label={t('faqGroups')}>
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.anchor}>
              <a
                href={`#${group.anchor}`}
                className="rounded-full bg-white px-3 py-1 text-sm shadow-sm hover:bg-brand hover:text-white"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.anchor} id={group.anchor} className="mt-10 scroll-mt-40">
          <h2 className="text-2xl font-bold text-brand-dark">{group.title}</h2>
          <div className="mt-4 divide-y divide-neutral-200 rounded-lg bg-white shadow-sm">
            {(group.questions ?? []).map((item, index) => (
              <details key={item.id ?? index} className="p-4">
                <summary className="cursor-pointer font-semibold">{item.question}</summary>
                <p className="mt-2 whitespace-pre-line text-neutral-700">{fill(item.answer)}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
