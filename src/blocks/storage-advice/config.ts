import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { heading } from '../shared/fields'

/** How to keep the meat; the figures are the spec's and editable per block. */
export const StorageAdviceBlock: Block = {
  slug: 'storageAdvice',
  interfaceName: 'StorageAdviceBlock',
  labels: {
    singular: label('Bewaaradvies', 'Conseils de conservation', 'Storage advice'),
    plural: label('Bewaaradvies', 'Conseils de conservation', 'Storage advice'),
  },
  fields: [
    heading(),
    {
      type: 'row',
      fields: [
        {
          name: 'fridgeC',
          type: 'number',
          defaultValue: 7,
          required: true,
          label: label('Koelkast °C', 'Réfrigérateur °C', 'Fridge °C'),
        },
        {
          name: 'poultryFridgeC',
          type: 'number',
          defaultValue: 4,
          required: true,
          label: label('Koelkast gevogelte °C', 'Réfrigérateur volaille °C', 'Fridge, poultry °C'),
        },
        {
          name: 'freezerC',
          type: 'number',
          defaultValue: -18,
          required: true,
          label: label('Diepvries °C', 'Congélateur °C', 'Freezer °C'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'freshDays',
          type: 'number',
          defaultValue: 8,
          required: true,
          label: label('Vers, dagen', 'Frais, jours', 'Fresh, days'),
        },
        {
          name: 'poultryFreshDays',
          type: 'number',
          defaultValue: 4,
          required: true,
          label: label('Vers gevogelte, dagen', 'Volaille fraîche, jours', 'Fresh poultry, days'),
        },
        {
          name: 'frozenMonths',
          type: 'number',
          defaultValue: 6,
          required: true,
          label: label('Diepvries, maanden', 'Congelé, mois', 'Frozen, months'),
        },
      ],
    },
  ],
}
