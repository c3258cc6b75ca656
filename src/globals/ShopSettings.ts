import type { ArrayFieldValidation, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { countryNames, groups, label } from '@/collections/labels'
import { moneyField } from '@/collections/money-field'
import { check } from '@/collections/validate'
import { isBic, isIban } from '@/commerce/rules/bank-account'
import { defaultShippingRates } from '@/commerce/rules/shipping'
import { defaultVatRates } from '@/commerce/rules/vat'
import { expiredBy, expireGlobalHook } from '@/cache/expiry'
import { forgetCachedGlobal } from '@/commerce/shop/settings-cache'

const containerId = check((value) => value === '' || /^GTM-[A-Z0-9]{4,10}$/.test(value), {
  nl: 'Een container-id zoals GTM-ABC123, of leeg.',
  fr: 'Un identifiant de conteneur comme GTM-ABC123, ou vide.',
  en: 'A container id such as GTM-ABC123, or empty.',
})

const ibanField = check((value) => value === '' || isIban(value), {
  nl: 'Een geldig IBAN-nummer, bv. BE68 5390 0754 7034.',
  fr: 'Un numéro IBAN valide, p. ex. BE68 5390 0754 7034.',
  en: 'A valid IBAN, e.g. BE68 5390 0754 7034.',
})

const bicField = check((value) => value === '' || isBic(value), {
  nl: 'Een BIC-code van 8 of 11 tekens, bv. GEBABEBB.',
  fr: 'Un code BIC de 8 ou 11 caractères, p. ex. GEBABEBB.',
  en: 'A BIC of 8 or 11 characters, e.g. GEBABEBB.',
})

const countries = ['BE', 'NL', 'FR', 'DE', 'LU'] as const

const socialNetworks = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
}

const distinctTierAmounts = {
  nl: 'Elke stap heeft een ander bedrag.',
  fr: 'Chaque palier a un montant différent.',
  en: 'Each tier has a different amount.',
}

/** Two tiers from the same amount would leave the shopper one gift of the two, unsaid which. */
const tierAmountsDiffer: ArrayFieldValidation = (rows, { req }) => {
  const amounts = (rows ?? []).map((row) => (row as { from?: unknown }).from)
  return (
    new Set(amounts).size === amounts.length ||
    distinctTierAmounts[req.i18n?.language as keyof typeof distinctTierAmounts] ||
    distinctTierAmounts.nl
  )
}

export const ShopSettings: GlobalConfig = {
  slug: 'shop-settings',
  label: label('Winkelinstellingen', 'Paramètres de la boutique', 'Shop settings'),
  admin: { group: groups.settings },
  access: { read: anyone, update: isAdmin, readVersions: isAdmin },
  versions: { max: 50 },
  hooks: {
    afterChange: [
      expireGlobalHook(expiredBy['shop-settings']),
      forgetCachedGlobal('shop-settings'),
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          required: true,
          label: label('Telefoon', 'Téléphone', 'Phone'),
        },
        {
          name: 'email',
          type: 'email',
          required: true,
          label: label('E-mail', 'E-mail', 'E-mail'),
        },
      ],
    },
    {
      name: 'address',
      type: 'group',
      label: label('Adres', 'Adresse', 'Address'),
      fields: [
        {
          name: 'street',
          type: 'text',
          required: true,
          label: label('Straat en nummer', 'Rue et numéro', 'Street and number'),
        },
        {
          name: 'postcode',
          type: 'text',
          required: true,
          label: label('Postcode', 'Code postal', 'Postcode'),
        },
        {
          name: 'city',
          type: 'text',
          required: true,
          // Gent, Gand, Ghent: the town is named as the page's language names it.
          localized: true,
          label: label('Gemeente', 'Commune', 'Town'),
        },
      ],
    },
    {
      name: 'vatNumber',
      type: 'text',
      required: true,
      defaultValue: 'BE 0123.456.789',
      label: label('Btw-nummer', 'Numéro de TVA', 'VAT number'),
      admin: {
        description: label(
          'Staat op elke factuur.',
          'Figure sur chaque facture.',
          'Printed on every invoice.',
        ),
      },
    },
    {
      name: 'social',
      type: 'group',
      label: label('Sociale media', 'Réseaux sociaux', 'Social media'),
      fields: Object.entries(socialNetworks).map(([name, networkName]) => ({
        name,
        type: 'text' as const,
        label: label(networkName, networkName, networkName),
      })),
    },
    {
      name: 'vat',
      type: 'group',
      label: label('Btw-tarieven (%)', 'Taux de TVA (%)', 'VAT rates (%)'),
      admin: {
        description: label(
          'Per land van levering: het verlaagde tarief voor voeding en het normale tarief.',
          'Par pays de livraison : le taux réduit pour l’alimentation et le taux normal.',
          'Per delivery country: the reduced rate for food and the standard rate.',
        ),
      },
      fields: countries.map((country) => ({
        name: country,
        type: 'group' as const,
        label: countryNames[country],
        fields: [
          {
            type: 'row' as const,
            fields: (['food', 'standard'] as const).map((vatClass) => ({
              name: vatClass,
              type: 'number' as const,
              required: true,
              min: 0,
              max: 100,
              defaultValue: defaultVatRates[country][vatClass],
              label:
                vatClass === 'food'
                  ? label('Voeding', 'Alimentation', 'Food')
                  : label('Normaal', 'Normal', 'Standard'),
            })),
          },
        ],
      })),
    },
    {
      name: 'shipping',
      type: 'group',
      label: label('Leveringskosten', 'Frais de livraison', 'Delivery costs'),
      admin: {
        description: label(
          'Per land, btw inbegrepen, in euro: het tarief en het bestelbedrag vanaf wanneer levering gratis is (leeg = nooit). Afhalen is altijd gratis.',
          'Par pays, TVA comprise, en euros : le tarif et le montant de commande à partir duquel la livraison est gratuite (vide = jamais). Le retrait est toujours gratuit.',
          'Per country, VAT included, in euros: the rate and the order amount from which delivery is free (empty = never). Pickup is always free.',
        ),
      },
      fields: countries.map((country) => ({
        name: country,
        type: 'group' as const,
        label: countryNames[country],
        fields: [
          {
            type: 'row' as const,
            fields: [
              moneyField({
                name: 'rate',
                required: true,
                min: 0,
                defaultValue: defaultShippingRates[country].rate,
                label: label('Tarief', 'Tarif', 'Rate'),
              }),
              moneyField({
                name: 'freeFrom',
                min: 0,
                defaultValue: defaultShippingRates[country].freeFrom ?? undefined,
                label: label('Gratis vanaf', 'Gratuit à partir de', 'Free from'),
              }),
            ],
          },
        ],
      })),
    },
    {
      name: 'bankTransfer',
      type: 'group',
      label: label('Overschrijving', 'Virement', 'Bank transfer'),
      admin: {
        description: label(
          'De rekening waarop klanten een bestelling per overschrijving betalen.',
          'Le compte sur lequel les clients paient une commande par virement.',
          'The account customers pay an order into by bank transfer.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'accountHolder',
              type: 'text',
              label: label('Rekeninghouder', 'Titulaire du compte', 'Account holder'),
            },
            {
              name: 'iban',
              type: 'text',
              label: label('IBAN', 'IBAN', 'IBAN'),
              validate: ibanField,
            },
            { name: 'bic', type: 'text', label: label('BIC', 'BIC', 'BIC'), validate: bicField },
          ],
        },
      ],
    },
    {
      name: 'giftTiers',
      type: 'array',
      label: label('Gratis geschenk', 'Cadeau offert', 'Free gift'),
      labels: {
        singular: label('Stap', 'Palier', 'Tier'),
        plural: label('Stappen', 'Paliers', 'Tiers'),
      },
      admin: {
        description: label(
          'Vanaf welk bedrag aan vlees (btw inbegrepen, zonder cadeaubonnen) een bestelling welk geschenk krijgt; alleen het geschenk van de hoogste bereikte stap. De winkelmand toont het geschenk en wat er nog ontbreekt voor het volgende.',
          'À partir de quel montant de viande (TVA comprise, sans chèques-cadeaux) une commande reçoit quel cadeau ; seulement le cadeau du palier le plus haut atteint. Le panier montre le cadeau et ce qui manque pour le suivant.',
          'From which amount of meat (VAT included, gift vouchers not counted) an order gets which gift; only the gift of the highest tier reached. The cart shows the gift and what is missing for the next one.',
        ),
      },
      validate: tierAmountsDiffer,
      fields: [
        {
          type: 'row',
          fields: [
            moneyField({
              name: 'from',
              required: true,
              min: 0,
              label: label('Vanaf', 'À partir de', 'From'),
              admin: { width: '25%' },
            }),
            {
              name: 'gift',
              type: 'text',
              required: true,
              localized: true,
              label: label('Geschenk', 'Cadeau', 'Gift'),
              admin: { width: '50%' },
            },
            {
              name: 'freeDelivery',
              type: 'checkbox',
              defaultValue: false,
              label: label('Ook gratis levering', 'Livraison gratuite aussi', 'Free delivery too'),
              admin: { width: '25%', style: { alignSelf: 'center' } },
            },
          ],
        },
      ],
    },
    {
      name: 'indexing',
      type: 'checkbox',
      defaultValue: false,
      label: label(
        'Zoekmachines mogen de site indexeren',
        'Les moteurs de recherche peuvent indexer le site',
        'Search engines may index the site',
      ),
    },
    {
      name: 'commonSearches',
      type: 'textarea',
      localized: true,
      label: label('Veelgezochte woorden', 'Recherches fréquentes', 'Common searches'),
      admin: {
        description: label(
          'Eén zoekopdracht per regel, in de taal van deze versie. Hun resultaten komen uit de cache en laden sneller; andere zoekopdrachten worden telkens opnieuw opgezocht. Hoofdletters en extra spaties tellen niet mee.',
          'Une recherche par ligne, dans la langue de cette version. Leurs résultats viennent du cache et s’affichent plus vite ; les autres recherches sont refaites à chaque fois. Majuscules et espaces en trop ne comptent pas.',
          'One search per line, in the language of this version. Their results come from cache and load faster; other searches are looked up every time. Capitals and extra spaces do not count.',
        ),
      },
    },
    {
      name: 'tagManagerId',
      type: 'text',
      label: label(
        'Google Tag Manager-container',
        'Conteneur Google Tag Manager',
        'Google Tag Manager container',
      ),
      admin: {
        description: label(
          'Bijvoorbeeld GTM-ABC123. Wordt pas geladen na toestemming voor cookies.',
          'Par exemple GTM-ABC123. Chargé seulement après le consentement aux cookies.',
          'For example GTM-ABC123. Loaded only after cookie consent.',
        ),
      },
      validate: containerId,
    },
    {
      name: 'credit',
      type: 'group',
      label: label(
        'Vermelding websitebouwer',
        'Mention du créateur du site',
        'Site builder credit',
      ),
      fields: [
        { name: 'label', type: 'text', label: label('Naam', 'Nom', 'Name') },
        {
          name: 'url',
          type: 'text',
          label: label('Adres (URL)', 'Adresse (URL)', 'Address (URL)'),
        },
      ],
    },
  ],
}
