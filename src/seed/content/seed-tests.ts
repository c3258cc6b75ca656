import type { Payload } from 'payload'

import { seedContext } from '../localized-doc'
import type { SeedTools } from './context'
import type { TestSeed } from './types'

const DAY = 86_400_000
const others = ['fr', 'en'] as const

/** Seeds the tester programme once, while it has no tests. */
export async function seedTests(
  payload: Payload,
  seeds: TestSeed[],
  tools: SeedTools,
  now = new Date(),
) {
  const { totalDocs } = await payload.count({ collection: 'tests' })
  if (totalDocs > 0) return
  for (const seed of seeds) {
    const startsOn = new Date(now.getTime() + seed.startsInDays * DAY)
    const saved = await payload.create({
      collection: 'tests',
      locale: 'nl',
      data: {
        title: seed.title.nl,
        description: tools.richText(seed.description.nl),
        productId: tools.productIds([seed.productSku])[0] ?? null,
        startsOn: startsOn.toISOString(),
        endsOn: new Date(startsOn.getTime() + seed.days * DAY).toISOString(),
        places: seed.places,
        _status: 'published',
      } as never,
      context: seedContext,
    })
    for (const locale of others)
      await payload.update({
        collection: 'tests',
        id: saved.id,
        locale,
        data: {
          title: seed.title[locale],
          description: tools.richText(seed.description[locale]),
          _status: 'published',
        } as never,
        context: seedContext,
      })
  }
}
