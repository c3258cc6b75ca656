import { type Locale, locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

/** Markers of the old shop's alternative product pages, with the separator before them. */
const PRODUCT_VARIANT = /[-_ ]?nop_4\.(8|6 copy)/g
const CART_VARIANT = /^(.*?)[-_ ]?(25old|copy|new)$/

const decode = (path: string) => {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * Where a leftover address of the old shop belongs: product-detail variants ('nop_4.8',
 * 'nop_4.6 copy') go to the product page, cart variants ('…25old', '…copy', '…new') to the cart.
 * Null for every other path.
 */
export function legacyRedirect(pathname: string): string | null {
  const path = decode(pathname)
  if (path.includes('nop_4.8') || path.includes('nop_4.6 copy')) {
    const cleaned = path
      .replace(PRODUCT_VARIANT, '')
      .replace(/\/{2,}/g, '/')
      .replace(/\/$/, '')
    return encodeURI(cleaned || '/')
  }
  const cart = CART_VARIANT.exec(path)
  if (!cart) return null
  const target = locales.find(
    (locale: Locale) => localizedPath('/shopping-cart', {}, locale) === encodeURI(cart[1]),
  )
  return target ? localizedPath('/shopping-cart', {}, target) : null
}
