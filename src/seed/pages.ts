import type { Payload } from 'payload'

import type { Localized } from './catalog/localized'
import { createLocalized } from './localized-doc'

type PageSeed = { slug: string; title: Localized; intro: Localized }

const pages: PageSeed[] = [
  {
    slug: 'home',
    title: {
      nl: 'Ambachtelijk vlees, vers bij jou thuis',
      fr: 'De la viande artisanale, fraîche chez vous',
      en: 'Craft meat, delivered fresh to your door',
    },
    intro: {
      nl: 'Vacuüm verpakt en gekoeld geleverd op de dag die je kiest, of gratis af te halen in onze winkel.',
      fr: 'Emballée sous vide et livrée réfrigérée le jour de votre choix, ou à retirer gratuitement dans notre boutique.',
      en: 'Vacuum-packed and delivered chilled on the day you choose, or collected free of charge in our shop.',
    },
  },
]

/** Editorial pages the storefront expects; existing pages (by slug) are left as editors made them. */
export async function seedPages(payload: Payload): Promise<void> {
  for (const { slug, title, intro } of pages) {
    const existing = await payload.count({ collection: 'pages', where: { slug: { equals: slug } } })
    if (existing.totalDocs > 0) continue
    await createLocalized(payload, 'pages', { slug, _status: 'published' }, { title, intro })
  }
}
