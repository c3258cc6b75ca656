import type { Field } from 'payload'

import { label } from '@/collections/labels'
import { commerceIdField } from '@/collections/commerce-id-field'
import { check } from '@/collections/validate'

/** Screens a call to action may open; the storefront localizes their paths. */
export const linkTargets = {
  home: label('Startpagina', 'Accueil', 'Home'),
  about: label('Over ons (startpagina)', 'À propos (accueil)', 'About (home page)'),
  products: label('Alle producten', 'Tous les produits', 'All products'),
  category: label(
    'Een vleessoort of categorie',
    'Un type de viande ou une catégorie',
    'A category',
  ),
  inspiration: label('Inspiratie', 'Inspiration', 'Inspiration'),
  news: label('Nieuws', 'Actualités', 'News'),
  delivery: label('Levering', 'Livraison', 'Delivery'),
  contact: label('Contact', 'Contact', 'Contact'),
  faq: label('Veelgestelde vragen', 'Questions fréquentes', 'FAQ'),
  giftVoucher: label('Cadeaubon', 'Bon cadeau', 'Gift voucher'),
  tester: label('Testprogramma', 'Programme de test', 'Tester programme'),
  cart: label('Winkelmand', 'Panier', 'Shopping cart'),
  page: label('Een eigen pagina', 'Une page du site', 'A page of the site'),
  url: label('Ander adres', 'Autre adresse', 'Other address'),
} as const

export type LinkTarget = keyof typeof linkTargets

/**
 * A link with its own text: a screen of the shop (localized by the storefront), a category or a
 * page picked by name, or an address.
 */
export const linkField = (name = 'link', required = false, localized = true): Field => ({
  name,
  type: 'group',
  label: label('Knop', 'Bouton', 'Button'),
  fields: [
    {
      name: 'label',
      type: 'text',
      localized,
      required,
      label: label('Tekst van de knop', 'Texte du bouton', 'Button text'),
    },
    {
      name: 'target',
      type: 'select',
      defaultValue: 'products',
      options: Object.entries(linkTargets).map(([value, title]) => ({ value, label: title })),
      label: label('Gaat naar', 'Mène à', 'Goes to'),
    },
    commerceIdField('categories', {
      name: 'categoryId',
      label: label('Categorie', 'Catégorie', 'Category'),
      admin: { condition: (_, sibling) => sibling?.target === 'category' },
    }),
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      label: label('Pagina', 'Page', 'Page'),
      admin: { condition: (_, sibling) => sibling?.target === 'page' },
    },
    {
      name: 'url',
      type: 'text',
      localized,
      label: label(
        'Adres (https://… of /…)',
        'Adresse (https://… ou /…)',
        'Address (https://… or /…)',
      ),
      admin: { condition: (_, sibling) => sibling?.target === 'url' },
      validate: check((value) => value === '' || isLinkAddress(value), {
        nl: 'Begin met https:// of met /.',
        fr: 'Commencez par https:// ou par /.',
        en: 'Start with https:// or with /.',
      }),
    },
  ],
})

/** An absolute https address or a path of this site (never `//host`, which leaves it). */
export const isLinkAddress = (value: string): boolean =>
  /^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/.test(value)
