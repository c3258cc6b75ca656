import type { Payload } from 'payload'

import { PACKAGES_AND_PROMOS, PROMOS } from '@/commerce/rules/categories'

import { seedContext } from './localized-doc'

/** The header menu as the shop shows it by default, for editors to change (after the catalog). */
export async function seedMenu(payload: Payload): Promise<void> {
  const navigation = await payload.findGlobal({ slug: 'navigation', depth: 0 })
  if ((navigation.menu ?? []).length > 0) return
  const { docs } = await payload.find({
    collection: 'categories',
    where: { id: { in: [PACKAGES_AND_PROMOS, PROMOS] } },
    depth: 0,
    select: {},
  })
  const has = (id: number) => docs.some((category) => category.id === id)
  await payload.updateGlobal({
    slug: 'navigation',
    context: seedContext,
    data: {
      menu: [
        { target: 'products' },
        ...(has(PACKAGES_AND_PROMOS)
          ? [{ target: 'category' as const, category: PACKAGES_AND_PROMOS }]
          : []),
        ...(has(PROMOS) ? [{ target: 'category' as const, category: PROMOS }] : []),
        { target: 'inspiration' },
        { target: 'help' },
        { target: 'about' },
      ],
    },
  })
}
