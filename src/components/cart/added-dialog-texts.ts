import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/localized-href'

/** What the dialog after adding to the cart shows, made on the server (docs/adr/0034). */
export type AddedTexts = {
  added: string
  /** "… is in your cart", with the product's name. */
  addedText: string
  continueShopping: string
  goToCart: string
  cartHref: string
}

export async function addedDialogTexts(locale: Locale, productName: string): Promise<AddedTexts> {
  const t = await getTranslations({ locale, namespace: 'cart' })
  return {
    added: t('added'),
    addedText: t('addedText', { name: productName }),
    continueShopping: t('continueShopping'),
    goToCart: t('goToCart'),
    cartHref: localizedHref('/shopping-cart', locale),
  }
}
