import { getTranslations } from 'next-intl/server'

import type { StorageAdviceBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

export async function StorageAdviceBlockView({
  block,
  locale,
  first,
}: BlockProps<StorageAdviceBlock>) {
  const t = await getTranslations({ locale, namespace: 'blocks.storage' })
  const Heading = first ? 'h1' : 'h2'
  const lines = [
    t('fridge', { degrees: block.fridgeC, poultry: block.poultryFridgeC }),
    t('freezer', { degrees: block.freezerC }),
    t('fresh', { days: block.freshDays, poultry: block.poultryFreshDays }),
    t('frozen', { months: block.frozenMonths }),
  ]
  return (
    <section className="mx-auto my-8 max-w-3xl rounded-lg border border-sky-200 bg-sky-50 px-6 py-6">
      <Heading className="text-xl font-bold text-sky-950">{block.heading || t('title')}</Heading>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sky-950">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
