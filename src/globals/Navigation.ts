import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { expiredBy, expireGlobalHook } from '@/cache/expiry'
import { groups, label } from '@/collections/labels'
import { check } from '@/collections/validate'
import { isLinkAddress } from '@/blocks/shared/link-field'
import { menuTargets } from '@/components/layout/menu'

const targetLabels: Record<(typeof menuTargets)[number], ReturnType<typeof label>> = {
  products: label(
    'Alle producten (met de vleessoorten)',
    'Tous les produits (avec les types de viande)',
    'All products (with the meat types)',
  ),
  category: label('Een categorie', 'Une catégorie', 'A category'),
  page: label('Een pagina', 'Une page', 'A page'),
  inspiration: label(
    'Inspiratie (met de blogcategorieën)',
    'Inspiration (avec les catégories du blog)',
    'Inspiration (with the blog categories)',
  ),
  help: label(
    'Levering en hulp (met contact en vragen)',
    'Livraison et aide (avec contact et questions)',
    'Delivery and help (with contact and questions)',
  ),
  about: label('Over ons (startpagina)', 'À propos (accueil)', 'About (home page)'),
  url: label('Ander adres', 'Autre adresse', 'Other address'),
}

type LabelCheck = {
  siblingData?: { target?: unknown }
  req: { i18n?: { language?: string } }
}

const labelNeeded = {
  nl: 'Een ander adres heeft een tekst nodig.',
  fr: 'Une autre adresse a besoin d’un texte.',
  en: 'Another address needs a text.',
}

/** The header menu and the blog categories shown as inspiration tags. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: label('Navigatie', 'Navigation', 'Navigation'),
  admin: { group: groups.content },
  access: { read: anyone, update: isAdmin, readVersions: isAdmin },
  hooks: { afterChange: [expireGlobalHook(expiredBy.navigation)] },
  fields: [
    {
      name: 'menu',
      type: 'array',
      label: label('Menu bovenaan', 'Menu du haut', 'Header menu'),
      labels: {
        singular: label('Menu-item', 'Élément du menu', 'Menu item'),
        plural: label('Menu-items', 'Éléments du menu', 'Menu items'),
      },
      admin: {
        description: label(
          'In deze volgorde, te verslepen. Leeg = het standaardmenu van de winkel.',
          'Dans cet ordre, à glisser. Vide = le menu par défaut de la boutique.',
          'In this order, drag to move. Empty = the shop’s default menu.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'target',
              type: 'select',
              required: true,
              defaultValue: 'page',
              options: menuTargets.map((value) => ({ value, label: targetLabels[value] })),
              label: label('Gaat naar', 'Mène à', 'Goes to'),
            },
            {
              name: 'category',
              type: 'relationship',
              relationTo: 'categories',
              required: true,
              admin: { condition: (_, sibling) => sibling?.target === 'category' },
              label: label('Categorie', 'Catégorie', 'Category'),
            },
            {
              name: 'page',
              type: 'relationship',
              relationTo: 'pages',
              required: true,
              admin: { condition: (_, sibling) => sibling?.target === 'page' },
              label: label('Pagina', 'Page', 'Page'),
            },
            {
              name: 'url',
              type: 'text',
              required: true,
              admin: { condition: (_, sibling) => sibling?.target === 'url' },
              validate: check((value) => isLinkAddress(value), {
                nl: 'Begin met https:// of met /.',
                fr: 'Commencez par https:// ou par /.',
                en: 'Start with https:// or with /.',
              }),
              label: label(
                'Adres (https://… of /…)',
                'Adresse (https://… ou /…)',
                'Address (https://… or /…)',
              ),
            },
          ],
        },
        {
          name: 'label',
          type: 'text',
          localized: true,
          validate: (value: unknown, { siblingData, req }: LabelCheck) =>
            siblingData?.target !== 'url' ||
            Boolean(value) ||
            (labelNeeded[req.i18n?.language as keyof typeof labelNeeded] ?? labelNeeded.nl),
          label: label('Tekst in het menu', 'Texte dans le menu', 'Text in the menu'),
          admin: {
            description: label(
              'Leeg = de naam van de categorie, de pagina of het scherm.',
              'Vide = le nom de la catégorie, de la page ou de l’écran.',
              'Empty = the name of the category, the page or the screen.',
            ),
          },
        },
      ],
    },
    {
      name: 'blogCategories',
      type: 'array',
      label: label('Blogcategorieën', 'Catégories du blog', 'Blog categories'),
      labels: {
        singular: label('Blogcategorie', 'Catégorie du blog', 'Blog category'),
        plural: label('Blogcategorieën', 'Catégories du blog', 'Blog categories'),
      },
      fields: [
        {
          name: 'tag',
          type: 'text',
          label: label('Tag (leeg voor alle)', 'Étiquette (vide pour tout)', 'Tag (empty for all)'),
        },
        {
          name: 'label',
          type: 'text',
          required: true,
          localized: true,
          label: label('Naam', 'Nom', 'Name'),
        },
      ],
    },
  ],
}
