import type { CollectionConfig, Field, Validate } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { groups, label } from '@/collections/labels'
import { checkCents, moneyField } from '@/collections/money-field'
import { check, checkNumber } from '@/collections/validate'

import { keepUses } from './keep-uses'

const wholeNumber = checkNumber((value) => value >= 0 && Number.isInteger(value), {
  nl: 'Een geheel getal vanaf 0.',
  fr: 'Un nombre entier à partir de 0.',
  en: 'A whole number from 0.',
})
const amountFromZero = checkCents(0)
/** A percentage, or for a fixed discount an amount in cents. */
const percentOrAmount: Validate = (value, options) =>
  (options.siblingData as { kind?: string } | undefined)?.kind === 'fixed'
    ? amountFromZero(value, options)
    : wholeNumber(value, options)

const day = check((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), {
  nl: 'Een datum als JJJJ-MM-DD, of leeg.',
  fr: 'Une date au format AAAA-MM-JJ, ou vide.',
  en: 'A date as YYYY-MM-DD, or empty.',
})

const wholeFromOne = checkNumber((value) => Number.isInteger(value) && value >= 1, {
  nl: 'Een geheel getal vanaf 1, of leeg (geen grens).',
  fr: 'Un nombre entier à partir de 1, ou vide (sans limite).',
  en: 'A whole number from 1, or empty (no limit).',
})

const limit = (name: string, fieldLabel: ReturnType<typeof label>): Field => ({
  name,
  type: 'number',
  label: fieldLabel,
  validate: wholeFromOne,
})

/**
 * Discount codes the shop owner hands out: a percentage, an amount or free delivery, for some
 * days, from some amount, a number of times, on some categories. Staff only: shoppers type a
 * code in the cart and the shop checks it on the server.
 */
export const Discounts: CollectionConfig = {
  slug: 'discounts',
  labels: {
    singular: label('Kortingscode', 'Code de réduction', 'Discount code'),
    plural: label('Kortingscodes', 'Codes de réduction', 'Discount codes'),
  },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'value', 'validUntil', 'uses', 'active'],
    group: groups.shop,
  },
  access: adminOnly,
  hooks: { beforeChange: [keepUses] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          label: label('Code', 'Code', 'Code'),
          admin: {
            description: label(
              'Hoofdletters of kleine letters maakt niet uit.',
              'Majuscules ou minuscules, peu importe.',
              'Upper or lower case does not matter.',
            ),
          },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'percentage',
          options: [
            { value: 'percentage', label: label('Percentage', 'Pourcentage', 'Percentage') },
            { value: 'fixed', label: label('Vast bedrag', 'Montant fixe', 'Fixed amount') },
            {
              value: 'free-shipping',
              label: label('Gratis levering', 'Livraison gratuite', 'Free delivery'),
            },
          ],
          label: label('Soort', 'Type', 'Kind'),
        },
        moneyField(
          {
            name: 'value',
            required: true,
            defaultValue: 0,
            validate: percentOrAmount,
            label: label('Waarde', 'Valeur', 'Value'),
            admin: {
              description: label(
                'Percentage (10 = 10%) of bedrag in euro, btw inbegrepen.',
                'Pourcentage (10 = 10 %) ou montant en euros, TVA comprise.',
                'Percent (10 = 10%) or amount in euros, VAT included.',
              ),
              condition: (data) => data?.kind !== 'free-shipping',
            },
          },
          { field: 'kind', equals: 'fixed' },
        ),
        {
          name: 'active',
          type: 'checkbox',
          defaultValue: true,
          label: label('Actief', 'Actif', 'Active'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'validFrom',
          type: 'text',
          validate: day,
          label: label(
            'Geldig vanaf (JJJJ-MM-DD)',
            'Valable du (AAAA-MM-JJ)',
            'Valid from (YYYY-MM-DD)',
          ),
        },
        {
          name: 'validUntil',
          type: 'text',
          validate: day,
          label: label('Geldig tot en met', "Valable jusqu'au", 'Valid until (inclusive)'),
        },
        moneyField({
          name: 'minimumCents',
          min: 0,
          label: label('Minimumbedrag', 'Montant minimum', 'Minimum amount'),
          admin: {
            description: label(
              'Artikels, btw inbegrepen, zonder levering.',
              'Articles, TVA comprise, hors livraison.',
              'Items, VAT included, before delivery.',
            ),
          },
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        limit('usageLimit', label('Keer in totaal', 'Fois au total', 'Uses in total')),
        limit('perCustomerLimit', label('Keer per klant', 'Fois par client', 'Uses per customer')),
        {
          name: 'uses',
          type: 'number',
          defaultValue: 0,
          label: label('Gebruikt', 'Utilisé', 'Used'),
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: label('Alleen op categorieën', 'Seulement sur les catégories', 'Only on categories'),
      admin: {
        description: label(
          'Leeg: op alle artikels.',
          'Vide : sur tous les articles.',
          'Empty: on every item.',
        ),
      },
    },
  ],
}
