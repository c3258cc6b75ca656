import type { Localized } from './localized'

export type TermSeed = { slug: string; name: Localized }

export const breeds: TermSeed[] = [
  {
    slug: 'belgian-blue',
    name: { nl: 'Belgisch Witblauw', fr: 'Blanc-Bleu Belge', en: 'Belgian Blue' },
  },
  { slug: 'limousin', name: { nl: 'Limousin', fr: 'Limousine', en: 'Limousin' } },
  { slug: 'angus', name: { nl: 'Angus', fr: 'Angus', en: 'Angus' } },
  { slug: 'wagyu', name: { nl: 'Wagyu', fr: 'Wagyu', en: 'Wagyu' } },
  { slug: 'texel', name: { nl: 'Texelaar', fr: 'Texel', en: 'Texel' } },
  { slug: 'duroc', name: { nl: 'Duroc', fr: 'Duroc', en: 'Duroc' } },
  { slug: 'iberico', name: { nl: 'Ibérico', fr: 'Ibérique', en: 'Ibérico' } },
  {
    slug: 'mechelse-koekoek',
    name: { nl: 'Mechelse Koekoek', fr: 'Coucou de Malines', en: 'Malines Cuckoo' },
  },
]

export const tags: TermSeed[] = [
  { slug: 'bbq', name: { nl: 'BBQ', fr: 'Barbecue', en: 'BBQ' } },
  { slug: 'bestseller', name: { nl: 'Bestseller', fr: 'Meilleure vente', en: 'Bestseller' } },
  { slug: 'quick', name: { nl: 'Snel klaar', fr: 'Prêt en un instant', en: 'Quick to cook' } },
  { slug: 'slow-cooking', name: { nl: 'Stoven', fr: 'Mijoter', en: 'Slow cooking' } },
  { slug: 'festive', name: { nl: 'Feestelijk', fr: 'Festif', en: 'Festive' } },
  { slug: 'gift', name: { nl: 'Cadeau', fr: 'Cadeau', en: 'Gift' } },
]
