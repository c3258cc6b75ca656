import type { Locale } from '@/i18n/locales'

export type Localized = Record<Locale, string>
