import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { localizedRichText, picture } from '../shared/fields'

export const ColumnsBlock: Block = {
  slug: 'columns',
  interfaceName: 'ColumnsBlock',
  labels: {
    singular: label('Kolommen', 'Colonnes', 'Columns'),
    plural: label('Kolommen', 'Colonnes', 'Columns'),
  },
  fields: [
    {
      name: 'columns',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      label: label('Kolommen', 'Colonnes', 'Columns'),
      labels: {
        singular: label('Kolom', 'Colonne', 'Column'),
        plural: label('Kolommen', 'Colonnes', 'Columns'),
      },
      fields: [picture(), localizedRichText('content', label('Tekst', 'Texte', 'Text'))],
    },
  ],
}
