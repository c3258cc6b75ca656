import type { Field } from 'payload'

import { label } from './labels'

/** The translated name most catalog documents have. */
export const localizedName: Field = {
  name: 'name',
  type: 'text',
  required: true,
  localized: true,
  label: label('Naam', 'Nom', 'Name'),
}
