import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { seedContext } from '../localized-doc'

type ReviewSeed = {
  sku: string
  authorName: string
  /** The language it is written in. */
  locale: Locale
  title: string
  text: string
  rating: number
}

/** The demo shop's reviews, all approved. */
export const reviews: ReviewSeed[] = [
  {
    sku: 'BEEF-01',
    authorName: 'Els V.',
    locale: 'nl',
    title: 'Perfect gemarmerd',
    text: 'Mals, vol van smaak en keurig verpakt geleverd.',
    rating: 5,
  },
  {
    sku: 'BEEF-01',
    authorName: 'Marc D.',
    locale: 'nl',
    title: 'Top kwaliteit',
    text: 'Op de grill gebakken: heerlijk. Levering was stipt.',
    rating: 5,
  },
  {
    sku: 'BEEF-01',
    authorName: 'Sophie L.',
    locale: 'fr',
    title: 'Très bonne viande',
    text: 'Tendre et savoureuse, un peu chère mais ça vaut le coup.',
    rating: 4,
  },
  {
    sku: 'PORK-01',
    authorName: 'Tom B.',
    locale: 'en',
    title: 'Great ribs',
    text: 'Slow cooked for four hours, fell off the bone.',
    rating: 5,
  },
  {
    sku: 'PORK-01',
    authorName: 'An P.',
    locale: 'nl',
    title: 'Lekker',
    text: 'Goede ribs, de volgende keer neem ik er meer.',
    rating: 4,
  },
  {
    sku: 'POUL-01',
    authorName: 'Julie M.',
    locale: 'fr',
    title: 'Un vrai coucou',
    text: 'Poulet fermier exceptionnel, chair ferme et goûteuse.',
    rating: 5,
  },
  {
    sku: 'BBQ-01',
    authorName: 'Kris W.',
    locale: 'nl',
    title: 'Ideaal voor de BBQ',
    text: 'Genoeg voor zes personen en alles was even lekker.',
    rating: 4,
  },
  {
    sku: 'BBQ-01',
    authorName: 'Pieter S.',
    locale: 'nl',
    title: 'Goed pakket',
    text: 'De worsten waren top, de steaks wat dun.',
    rating: 3,
  },
]

/** A few approved reviews, so that the demo shows ratings; skipped once any review exists. */
export async function seedReviews(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: 'reviews' })).totalDocs > 0) return
  const skus = [...new Set(reviews.map((review) => review.sku))]
  const { docs } = await payload.find({
    collection: 'products',
    where: { sku: { in: skus } },
    pagination: false,
    depth: 0,
    select: { sku: true },
  })
  const ids = new Map(docs.map((doc) => [doc.sku, doc.id]))
  for (const { sku, ...review } of reviews) {
    const product = ids.get(sku)
    if (product) {
      await payload.create({
        collection: 'reviews',
        data: { ...review, product, approved: true },
        context: seedContext,
      })
    }
  }
}
