import type { Block } from 'payload'

import { label } from '@/collections/labels'
import { check } from '@/collections/validate'

import { localizedText, localizedTextarea } from '../shared/fields'

/** Questions grouped under headings; each group has an anchor others can link to (/faq#pay). */
export const FaqListBlock: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  labels: {
    singular: label('Vragenlijst', 'Liste de questions', 'Question list'),
    plural: label('Vragenlijsten', 'Listes de questions', 'Question lists'),
  },
  fields: [
    {
      name: 'groups',
      type: 'array',
      minRows: 1,
      label: label('Groepen', 'Groupes', 'Groups'),
      labels: {
        singular: label('Groep', 'Groupe', 'Group'),
        plural: label('Groepen', 'Groupes', 'Groups'),
      },
      fields: [
        localizedText('title', label('Titel', 'Titre', 'Title'), { required: true }),
        {
          name: 'anchor',
          type: 'text',
          required: true,
          label: label('Anker (#…)', 'Ancre (#…)', 'Anchor (#…)'),
          validate: check((value) => /^[a-z][a-z0-9-]*$/.test(value), {
            nl: 'Kleine letters, cijfers en streepjes.',
            fr: 'Minuscules, chiffres et tirets.',
            en: 'Lower-case letters, digits and hyphens.',
          }),
        },
        {
          name: 'questions',
          type: 'array',
          minRows: 1,
          label: label('Vragen', 'Questions', 'Questions'),
          labels: {
            singular: label('Vraag', 'Question', 'Question'),
            plural: label('Vragen', 'Questions', 'Questions'),
          },
          fields: [
            localizedText('question', label('Vraag', 'Question', 'Question'), { required: true }),
            localizedTextarea('answer', label('Antwoord', 'Réponse', 'Answer'), {
              required: true,
              admin: {
                description: label(
                  '{paymentMethods} wordt de lijst van de betaalmethoden die de winkel nu aanvaardt.',
                  '{paymentMethods} devient la liste des moyens de paiement que la boutique accepte maintenant.',
                  '{paymentMethods} becomes the list of the payment methods the shop accepts now.',
                ),
              },
            }),
          ],
        },
      ],
    },
  ],
}
