import type { Field } from 'payload'

import { localizedName } from '@/collections/fields'
import { label } from '@/collections/labels'
import { moneyField } from '@/collections/money-field'
import { checkNumber } from '@/collections/validate'

/** Whole grams, so that quantities in kilograms add up exactly. */
const wholeGrams = checkNumber((grams) => Number.isInteger(grams) && grams >= 10 && grams <= 5000, {
  nl: 'Een heel aantal gram tussen 10 en 5000.',
  fr: 'Un nombre entier de grammes entre 10 et 5000.',
  en: 'A whole number of grams between 10 and 5000.',
})

const localizedText = (name: string, text: ReturnType<typeof label>): Field => ({
  name,
  type: 'textarea',
  localized: true,
  label: text,
})

export const productFields: Field[] = [
  {
    type: 'tabs',
    tabs: [
      {
        label: label('Algemeen', 'Général', 'General'),
        fields: [
          localizedName,
          localizedText(
            'shortDescription',
            label('Korte beschrijving', 'Description courte', 'Short description'),
          ),
          localizedText('description', label('Beschrijving', 'Description', 'Description')),
          localizedText('preparation', label('Bereiding', 'Préparation', 'Preparation')),
          localizedText(
            'extraInfo',
            label('Extra informatie', 'Informations supplémentaires', 'Extra information'),
          ),
          localizedText(
            'storageAdvice',
            label('Bewaaradvies', 'Conseils de conservation', 'Storage advice'),
          ),
        ],
      },
      {
        label: label('Prijs en voorraad', 'Prix et stock', 'Price and stock'),
        fields: [
          moneyField({
            name: 'priceCents',
            required: true,
            min: 0,
            label: label('Prijs, btw inbegrepen', 'Prix, TVA comprise', 'Price, VAT included'),
            admin: {
              description: label(
                'Per stuk of per kg, volgens de verkoopseenheid.',
                "Par pièce ou par kg, selon l'unité de vente.",
                'Per piece or per kg, following the sale unit.',
              ),
            },
          }),
          {
            name: 'vatClass',
            type: 'select',
            required: true,
            defaultValue: 'food',
            label: label('Btw-klasse', 'Classe de TVA', 'VAT class'),
            options: [
              {
                value: 'food',
                label: label(
                  'Voeding (verlaagd tarief)',
                  'Alimentation (taux réduit)',
                  'Food (reduced rate)',
                ),
              },
              { value: 'standard', label: label('Normaal tarief', 'Taux normal', 'Standard rate') },
            ],
          },
          {
            name: 'unit',
            type: 'select',
            required: true,
            defaultValue: 'piece',
            label: label('Verkoopseenheid', 'Unité de vente', 'Sale unit'),
            options: [
              { value: 'piece', label: label('Per stuk', 'À la pièce', 'Per piece') },
              { value: 'kg', label: label('Per kg', 'Au kg', 'Per kg') },
            ],
          },
          {
            name: 'weightStepGrams',
            type: 'number',
            defaultValue: 500,
            label: label('Gewichtsstap (gram)', 'Pas de poids (grammes)', 'Weight step (grams)'),
            validate: wholeGrams,
            admin: {
              condition: (data) => data?.unit === 'kg',
              description: label(
                'Per kg verkocht: de klant kiest een veelvoud hiervan, bv. 250 voor 0,25 kg.',
                'Vendu au kg : le client choisit un multiple de ce pas, p. ex. 250 pour 0,25 kg.',
                'Sold per kg: the shopper picks a multiple of this, e.g. 250 for 0.25 kg.',
              ),
            },
          },
          {
            name: 'packedWeightGrams',
            type: 'number',
            min: 1,
            label: label(
              'Verpakt gewicht (gram)',
              'Poids emballé (grammes)',
              'Packed weight (grams)',
            ),
          },
          {
            name: 'sku',
            type: 'text',
            label: label('Artikelnummer', 'Référence', 'SKU'),
            index: true,
          },
          {
            type: 'row',
            fields: [
              {
                name: 'stock',
                type: 'number',
                required: true,
                defaultValue: 0,
                min: 0,
                label: label('Voorraad', 'Stock', 'Stock'),
                admin: {
                  components: { Field: '@/components/admin/stock-fields#StockField' },
                  description: label(
                    'Vul hem in zolang het product niet gepubliceerd is. Daarna daalt hij met elke bestelling en pas je hem aan met het veld ernaast.',
                    'Saisissez-le tant que le produit n’est pas publié. Ensuite, il diminue à chaque commande et vous l’ajustez avec le champ à côté.',
                    'Type it in while the product is not published. After that it goes down with every order and you change it with the field beside it.',
                  ),
                },
              },
              {
                name: 'stockAdjustment',
                type: 'number',
                virtual: true,
                label: label(
                  'Voorraad bijstellen (+ of −)',
                  'Ajuster le stock (+ ou −)',
                  'Adjust the stock (+ or −)',
                ),
                admin: {
                  // Virtual fields are read-only unless told otherwise.
                  readOnly: false,
                  components: { Field: '@/components/admin/stock-fields#StockAdjustmentField' },
                  description: label(
                    'Bijvoorbeeld 12 bij een levering, −2 voor wat niet meer verkocht kan worden.',
                    'Par exemple 12 à une livraison, −2 pour ce qui ne peut plus être vendu.',
                    'For example 12 for a delivery, −2 for what can no longer be sold.',
                  ),
                },
              },
            ],
          },
          {
            name: 'outOfStock',
            type: 'select',
            required: true,
            defaultValue: 'notice',
            label: label('Bij geen voorraad', 'En rupture de stock', 'When out of stock'),
            options: [
              {
                value: 'notice',
                label: label('Tonen met melding', 'Afficher avec un avis', 'Show with a notice'),
              },
              { value: 'hide', label: label('Verbergen', 'Masquer', 'Hide') },
              {
                value: 'backorder',
                label: label('Verder verkopen', 'Continuer à vendre', 'Keep selling'),
              },
            ],
          },
          {
            name: 'giftCard',
            type: 'checkbox',
            defaultValue: false,
            label: label('Cadeaubon', 'Bon cadeau', 'Gift card'),
          },
          moneyField({
            name: 'giftCardAmountCents',
            min: 0,
            label: label('Waarde van de cadeaubon', 'Valeur du bon', 'Gift card value'),
            admin: { condition: (data) => Boolean(data?.giftCard) },
          }),
        ],
      },
      {
        label: label('Indeling', 'Classement', 'Classification'),
        fields: [
          {
            name: 'categories',
            type: 'relationship',
            relationTo: 'categories',
            hasMany: true,
            index: true,
            label: label('Categorieën', 'Catégories', 'Categories'),
          },
          {
            name: 'tags',
            type: 'relationship',
            relationTo: 'tags',
            hasMany: true,
            label: label('Tags', 'Étiquettes', 'Tags'),
          },
          {
            name: 'breed',
            type: 'relationship',
            relationTo: 'breeds',
            label: label('Ras', 'Race', 'Breed'),
          },
          {
            name: 'related',
            type: 'relationship',
            relationTo: 'products',
            hasMany: true,
            label: label('Gerelateerde producten', 'Produits associés', 'Related products'),
          },
        ],
      },
      {
        label: label("Foto's", 'Photos', 'Pictures'),
        fields: [
          {
            name: 'images',
            type: 'upload',
            relationTo: 'media',
            hasMany: true,
            label: label("Foto's", 'Photos', 'Pictures'),
          },
        ],
      },
    ],
  },
]

/** The product's texts a translator fills per language. */
export const productTexts = [
  'name',
  'shortDescription',
  'description',
  'preparation',
  'extraInfo',
  'storageAdvice',
] as const
