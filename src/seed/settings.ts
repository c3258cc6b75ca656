import type { Payload } from 'payload'

import { type Locale, locales } from '@/i18n/locales'

import { demoGiftTiers } from './gift-tiers'
import { seedContext } from './localized-doc'

/** Typical searches in each language, served from cache (src/routing/list-views.ts). */
const commonSearches = {
  nl: [
    'rund',
    'varken',
    'kip',
    'lam',
    'kalf',
    'bbq',
    'steak',
    'burger',
    'worst',
    'gehakt',
    'spek',
    'ribben',
  ],
  fr: [
    'bœuf',
    'porc',
    'poulet',
    'agneau',
    'veau',
    'bbq',
    'steak',
    'burger',
    'saucisse',
    'haché',
    'lard',
    'côtes',
  ],
  en: [
    'beef',
    'pork',
    'chicken',
    'lamb',
    'veal',
    'bbq',
    'steak',
    'burger',
    'sausage',
    'mince',
    'bacon',
    'ribs',
  ],
} as const satisfies Record<Locale, readonly string[]>

/** The shop's address, its town named in `locale`. */
const shopAddress = (locale: Locale) => ({
  street: 'Kouter 12',
  postcode: '9000',
  city: { nl: 'Gent', fr: 'Gand', en: 'Ghent' }[locale],
})

/** Fills each global once, while it was never saved; after that it belongs to the shop owner. */
async function seedGlobal(
  payload: Payload,
  slug: 'shop-settings' | 'banner' | 'navigation',
  fill: () => Promise<void>,
) {
  const current = await payload.findGlobal({ slug, depth: 0 })
  if (!current.updatedAt) await fill()
}

export async function seedSettings(payload: Payload): Promise<void> {
  await seedGlobal(payload, 'shop-settings', async () => {
    await payload.updateGlobal({
      slug: 'shop-settings',
      context: seedContext,
      data: {
        phone: '+32 9 123 45 67',
        email: 'info@vleesboetiek.example',
        address: shopAddress('nl'),
        vatNumber: 'BE 0123.456.789',
        social: {
          facebook: 'https://www.facebook.com/vleesboetiek',
          instagram: 'https://www.instagram.com/vleesboetiek',
          twitter: 'https://twitter.com/vleesboetiek',
          youtube: 'https://www.youtube.com/@vleesboetiek',
        },
        indexing: false,
        credit: { label: 'Studio Slagerij', url: 'https://studio.example' },
        // Example account (a valid IBAN that belongs to nobody): the shop owner enters theirs.
        bankTransfer: {
          accountHolder: 'De Vleesboetiek',
          iban: 'BE68 5390 0754 7034',
          bic: 'GKCCBEBB',
        },
      },
    })

    // The gift tiers in the first language, then their gifts (the same rows, by id) and what
    // shoppers often search for in every language: the owner rewrites them in the settings.
    const { giftTiers } = await payload.updateGlobal({
      slug: 'shop-settings',
      locale: 'nl',
      context: seedContext,
      data: {
        giftTiers: demoGiftTiers.map(({ from, freeDelivery, gift }) => ({
          from,
          freeDelivery,
          gift: gift.nl,
        })),
      },
    })
    for (const locale of locales)
      await payload.updateGlobal({
        slug: 'shop-settings',
        locale,
        context: seedContext,
        data: {
          giftTiers: (giftTiers ?? []).map((tier, index) => ({
            ...tier,
            gift: demoGiftTiers[index].gift[locale],
          })),
          commonSearches: commonSearches[locale].join('\n'),
          address: shopAddress(locale),
        },
      })
  })

  await seedGlobal(payload, 'banner', async () => {
    const texts = {
      nl: ['Onze nieuwe webwinkel is nog in opbouw.', 'Naar de vorige website'],
      fr: ['Notre nouvelle boutique en ligne est encore en construction.', "Vers l'ancien site"],
      en: ['Our new online shop is still being built.', 'Go to the previous website'],
    } as const
    for (const [locale, [message, linkLabel]] of Object.entries(texts)) {
      await payload.updateGlobal({
        slug: 'banner',
        locale: locale as keyof typeof texts,
        context: seedContext,
        data: { enabled: true, message, linkLabel, linkUrl: 'https://old.vleesboetiek.example' },
      })
    }
  })

  await seedGlobal(payload, 'navigation', async () => {
    const categories = [
      { tag: '', label: { nl: 'Blog', fr: 'Blog', en: 'Blog' } },
      { tag: 'news', label: { nl: 'Nieuws', fr: 'Actualités', en: 'News' } },
      { tag: 'recipes', label: { nl: 'Recepten', fr: 'Recettes', en: 'Recipes' } },
    ]
    const created = await payload.updateGlobal({
      slug: 'navigation',
      locale: 'nl',
      context: seedContext,
      data: { blogCategories: categories.map(({ tag, label }) => ({ tag, label: label.nl })) },
    })
    for (const locale of ['fr', 'en'] as const) {
      await payload.updateGlobal({
        slug: 'navigation',
        locale,
        context: seedContext,
        data: {
          blogCategories: (created.blogCategories ?? []).map((row, index) => ({
            id: row.id,
            tag: row.tag,
            label: categories[index].label[locale],
          })),
        },
      })
    }
  })
}
