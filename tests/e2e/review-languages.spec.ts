import { expect, test } from '@playwright/test'

import { productId } from './support/shop'

/**
 * The demo entrecôte has two Dutch reviews and a newer French one: each language's page lists its
 * own language's first and says which language the others are in.
 */
const languages = [
  {
    locale: 'nl',
    path: (id: number) => `/vlees/${id}/x`,
    heading: 'Beoordelingen',
    authors: ['Marc D.', 'Els V.', 'Sophie L.'],
    labels: ['', '', 'Geschreven in het Frans'],
  },
  {
    locale: 'fr',
    path: (id: number) => `/fr/viande/${id}/x`,
    heading: 'Avis',
    authors: ['Sophie L.', 'Marc D.', 'Els V.'],
    labels: ['', 'Écrit en néerlandais', 'Écrit en néerlandais'],
  },
  {
    locale: 'en',
    path: (id: number) => `/en/meat/${id}/x`,
    heading: 'Reviews',
    authors: ['Sophie L.', 'Marc D.', 'Els V.'],
    labels: ['Written in French', 'Written in Dutch', 'Written in Dutch'],
  },
]

for (const language of languages) {
  test(`a product page lists its own language's reviews first, the others labelled, in ${language.locale}`, async ({
    page,
    request,
  }) => {
    const entrecote = await productId(request, 'entrecote')
    await page.goto(language.path(entrecote))
    const reviews = page.getByRole('region', { name: language.heading }).getByTestId('review')
    await expect(reviews).toHaveCount(3)
    for (const [index, author] of language.authors.entries()) {
      const review = reviews.nth(index)
      await expect(review).toContainText(author)
      const label = review.getByTestId('review-language')
      if (language.labels[index]) await expect(label).toHaveText(language.labels[index])
      else await expect(label).toHaveCount(0)
    }
  })
}
