import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

type PageSeed = { slug: string; title: Record<Locale, string>; intro: Record<Locale, string> }

const pages: PageSeed[] = [
  {
    slug: 'home',
    title: {
      nl: 'Ambachtelijk vlees, vers bij u thuis',
      fr: 'De la viande artisanale, fraîche chez vous',
      en: 'Craft meat, delivered fresh to your door',
    },
    intro: {
      nl: 'Vacuüm verpakt en gekoeld geleverd op de dag die u kiest, of gratis af te halen in onze winkel.',
      fr: 'Emballée sous vide et livrée réfrigérée le jour de votre choix, ou à retirer gratuitement dans notre boutique.',
      en: 'Vacuum-packed and delivered chilled on the day you choose, or collected free of charge in our shop.',
    },
  },
]

/** Editorial pages the storefront expects; existing pages (by slug) are left as editors made them. */
export async function seedPages(payload: Payload): Promise<void> {
  for (const page of pages) {
    const existing = await payload.count({
      collection: 'pages',
      where: { slug: { equals: page.slug } },
    })
    if (existing.totalDocs > 0) continue

    const created = await payload.create({
      collection: 'pages',
      locale: 'nl',
      data: { slug: page.slug, title: page.title.nl, intro: page.intro.nl, _status: 'published' },
    })
    for (const locale of ['fr', 'en'] as const) {
      await payload.update({
        collection: 'pages',
        id: created.id,
        locale,
        data: { title: page.title[locale], intro: page.intro[locale], _status: 'published' },
      })
    }
  }
}
