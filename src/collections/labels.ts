import type { CountryCode } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

/** Admin labels in the three admin languages. */
export type Label = { nl: string; fr: string; en: string }

export const label = (nl: string, fr: string, en: string): Label => ({ nl, fr, en })

export const groups = {
  catalog: label('Catalogus', 'Catalogue', 'Catalog'),
  content: label('Inhoud', 'Contenu', 'Content'),
  shop: label('Winkel', 'Boutique', 'Shop'),
  settings: label('Instellingen', 'Paramètres', 'Settings'),
}

/** The shop's languages, named in the admin's language. */
export const languageNames = {
  nl: label('Nederlands', 'Néerlandais', 'Dutch'),
  fr: label('Frans', 'Français', 'French'),
  en: label('Engels', 'Anglais', 'English'),
} satisfies Record<Locale, Label>

/** The countries the shop delivers to, named in the admin's language. */
export const countryNames = {
  BE: label('België', 'Belgique', 'Belgium'),
  NL: label('Nederland', 'Pays-Bas', 'Netherlands'),
  FR: label('Frankrijk', 'France', 'France'),
  DE: label('Duitsland', 'Allemagne', 'Germany'),
  LU: label('Luxemburg', 'Luxembourg', 'Luxembourg'),
} satisfies Record<CountryCode, Label>

/** Select options for the given languages or countries, each named in the admin's language. */
export const namedOptions = <Value extends string>(
  values: readonly Value[],
  names: Record<Value, Label>,
) => values.map((value) => ({ value, label: names[value] }))
