import { dateTimeFormat } from '@/i18n/formatters'
import { SHOP_TIME_ZONE } from '@/i18n/time-zone'
import { numberLocale } from '@/commerce/rules/money'
import type { Locale } from '@/i18n/locales'

/** A post's date as the shop in Belgium sees it, written out: "1 januari 2027". */
export const postDate = (isoDate: string, locale: Locale): string =>
  dateTimeFormat(numberLocale[locale], {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(isoDate))
