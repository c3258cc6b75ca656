import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { heading, localizedTextarea } from '../shared/fields'

/** A form made with the form builder (Forms in the admin), e.g. the contact form. */
export const FormBlock: Block = {
  slug: 'formBlock',
  interfaceName: 'FormBlock',
  labels: {
    singular: label('Formulier', 'Formulaire', 'Form'),
    plural: label('Formulieren', 'Formulaires', 'Forms'),
  },
  fields: [
    heading(),
    localizedTextarea('text', label('Tekst', 'Texte', 'Text')),
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      label: label('Formulier', 'Formulaire', 'Form'),
    },
  ],
}
