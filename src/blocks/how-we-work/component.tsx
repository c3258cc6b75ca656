import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/icon'
import type { HowWeWorkBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'
import { stepIconPaths } from './step-icons'

export async function HowWeWorkBlockView({ block, locale, first }: BlockProps<HowWeWorkBlock>) {
  const t = await getTranslations({ locale, namespace: 'blocks' })
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="mx-auto max-w-5xl px-4 py-14">
      <Heading className="text-3xl font-bold text-brand-dark">{block.heading}</Heading>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {(block.steps ?? []).map((step, index) => (
          <li key={step.id ?? index} className="rounded-lg bg-white p-6 shadow-sm">
            <p className="flex items-center gap-3 text-sm font-semibold text-brand uppercase">
              <Icon d={stepIconPaths[step.icon ?? 'order']} />
              {t('step', { number: index + 1 })}
            </p>
            <h3 className="mt-3 text-xl font-semibold">{step.title}</h3>
            {step.text ? <p className="mt-2 text-neutral-700">{step.text}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
