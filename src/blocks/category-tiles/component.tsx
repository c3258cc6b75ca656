import { commerce } from '@/commerce'
import { PACKAGES_AND_PROMOS } from '@/commerce/rules/categories'
import { categoryHref } from '@/components/layout/menu'
import { Link } from '@/i18n/navigation'
import type { CategoryTilesBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

export async function CategoryTilesBlockView({
  block,
  locale,
  first,
}: BlockProps<CategoryTilesBlock>) {
  const roots = await commerce.catalog.rootCategories(locale)
  const meatTypes = roots.filter((category) => category.id !== PACKAGES_AND_PROMOS)
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <Heading className="text-2xl font-bold text-brand-dark">{block.heading}</Heading>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {meatTypes.map((category) => (
          <li key={category.id}>
            <Link
              href={categoryHref(category)}
              className="block rounded-lg bg-white p-4 text-center font-semibold shadow-sm hover:bg-brand hover:text-white"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
