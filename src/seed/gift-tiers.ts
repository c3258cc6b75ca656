import type { Locale } from '@/i18n/locales'

/**
 * The demo shop's free-gift ladder: a gift from €200 (as the shop's claims say), a better one
 * from €300, and a premium gift with free delivery from €500. The owner rewrites it in the
 * shop settings.
 */
export const demoGiftTiers: Array<{
  from: number
  freeDelivery: boolean
  gift: Record<Locale, string>
}> = [
  {
    from: 20000,
    freeDelivery: false,
    gift: {
      nl: 'Een potje mosterd van eigen makelij',
      fr: 'Un pot de notre moutarde maison',
      en: 'A jar of our own mustard',
    },
  },
  {
    from: 30000,
    freeDelivery: false,
    gift: {
      nl: 'Een dry-aged worst',
      fr: 'Une saucisse maturée (dry-aged)',
      en: 'A dry-aged sausage',
    },
  },
  {
    from: 50000,
    freeDelivery: true,
    gift: {
      nl: 'Een premium stuk vlees van de chef',
      fr: 'Une pièce de viande premium du chef',
      en: 'A premium piece of meat from the chef',
    },
  },
]
