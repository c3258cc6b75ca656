import type { ChoiceKind } from '@/content/commerce-choices'
import type { Locale } from '@/i18n/locales'

type KindWords = {
  search: string
  chosen: string
  nothingChosen: string
  noMatch: string
  /** A chosen one the shop no longer shows (deleted or unpublished). */
  gone: (id: number) => string
}

const kindWords: Record<ChoiceKind, Record<Locale, KindWords>> = {
  products: {
    nl: {
      search: 'Product zoeken op naam',
      chosen: 'Gekozen producten',
      nothingChosen: 'Nog geen product gekozen.',
      noMatch: 'Geen product gevonden.',
      gone: (id) => `Product ${id} (niet meer in de winkel)`,
    },
    fr: {
      search: 'Chercher un produit par son nom',
      chosen: 'Produits choisis',
      nothingChosen: 'Aucun produit choisi.',
      noMatch: 'Aucun produit trouvé.',
      gone: (id) => `Produit ${id} (plus dans la boutique)`,
    },
    en: {
      search: 'Find a product by name',
      chosen: 'Chosen products',
      nothingChosen: 'No product chosen yet.',
      noMatch: 'No product found.',
      gone: (id) => `Product ${id} (no longer in the shop)`,
    },
  },
  categories: {
    nl: {
      search: 'Categorie zoeken op naam',
      chosen: 'Gekozen categorie',
      nothingChosen: 'Nog geen categorie gekozen.',
      noMatch: 'Geen categorie gevonden.',
      gone: (id) => `Categorie ${id} (niet meer in de winkel)`,
    },
    fr: {
      search: 'Chercher une catégorie par son nom',
      chosen: 'Catégorie choisie',
      nothingChosen: 'Aucune catégorie choisie.',
      noMatch: 'Aucune catégorie trouvée.',
      gone: (id) => `Catégorie ${id} (plus dans la boutique)`,
    },
    en: {
      search: 'Find a category by name',
      chosen: 'Chosen category',
      nothingChosen: 'No category chosen yet.',
      noMatch: 'No category found.',
      gone: (id) => `Category ${id} (no longer in the shop)`,
    },
  },
}

const commonWords: Record<
  Locale,
  {
    typeHint: string
    searching: string
    failed: string
    found: string
    up: string
    down: string
    remove: string
  }
> = {
  nl: {
    typeHint: 'Typ een deel van de naam',
    searching: 'Zoeken…',
    failed: 'Zoeken lukt nu niet. Probeer het zo opnieuw.',
    found: 'Gevonden',
    up: 'Hoger',
    down: 'Lager',
    remove: 'Verwijderen',
  },
  fr: {
    typeHint: 'Tapez une partie du nom',
    searching: 'Recherche…',
    failed: 'La recherche ne répond pas. Réessayez dans un instant.',
    found: 'Trouvés',
    up: 'Monter',
    down: 'Descendre',
    remove: 'Retirer',
  },
  en: {
    typeHint: 'Type part of the name',
    searching: 'Searching…',
    failed: 'Searching does not work right now. Try again in a moment.',
    found: 'Found',
    up: 'Move up',
    down: 'Move down',
    remove: 'Remove',
  },
}

/** The picker's words for products or categories in the admin's language. */
export const pickerWords = (kind: ChoiceKind, language: Locale) => ({
  ...commonWords[language],
  ...kindWords[kind][language],
})

export type PickerWords = ReturnType<typeof pickerWords>
