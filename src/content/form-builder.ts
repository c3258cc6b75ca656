import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Field } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { groups, label, type Label } from '@/collections/labels'

type Words = { label: Label; labels?: { singular: Label; plural: Label } }

/** The plugin names some of its fields in English only; these get words in the three languages. */
const pluginFieldWords: Record<string, Words> = {
  message: { label: label('Bericht', 'Message', 'Message') },
  emails: {
    label: label('E-mails', 'E-mails', 'E-mails'),
    labels: {
      singular: label('E-mail', 'E-mail', 'E-mail'),
      plural: label('E-mails', 'E-mails', 'E-mails'),
    },
  },
  form: { label: label('Formulier', 'Formulaire', 'Form') },
  submissionData: {
    label: label('Ingevulde velden', 'Champs remplis', 'Submitted fields'),
    labels: {
      singular: label('Ingevuld veld', 'Champ rempli', 'Submitted field'),
      plural: label('Ingevulde velden', 'Champs remplis', 'Submitted fields'),
    },
  },
  field: { label: label('Veld', 'Champ', 'Field') },
  value: { label: label('Waarde', 'Valeur', 'Value') },
}

function inThreeLanguages(fields: Field[]): Field[] {
  return fields.map((field) => {
    const words = 'name' in field ? pluginFieldWords[field.name] : undefined
    const payloadWords = 'label' in field && typeof field.label === 'function'
    const named = (words && !payloadWords ? { ...field, ...words } : field) as Field
    if (named.type === 'blocks')
      return {
        ...named,
        blocks: named.blocks.map((block) => ({ ...block, fields: inThreeLanguages(block.fields) })),
      }
    return 'fields' in named
      ? ({ ...named, fields: inThreeLanguages(named.fields) } as Field)
      : named
  })
}

/**
 * Forms editors build (the contact form first). Only staff read forms and submissions through
 * the API; the storefront reads a form and stores a submission on the server, after its own
 * checks (honeypot, throttling), and the plugin then sends the form's e-mails.
 */
export const formBuilder = formBuilderPlugin({
  fields: {
    text: true,
    textarea: true,
    email: true,
    select: true,
    checkbox: true,
    number: true,
    message: true,
    country: false,
    state: false,
    date: false,
    payment: false,
    upload: false,
  },
  formOverrides: {
    access: adminOnly,
    labels: {
      singular: label('Formulier', 'Formulaire', 'Form'),
      plural: label('Formulieren', 'Formulaires', 'Forms'),
    },
    admin: { group: groups.content },
    fields: ({ defaultFields }) => inThreeLanguages(defaultFields),
  },
  formSubmissionOverrides: {
    access: adminOnly,
    labels: {
      singular: label('Inzending', 'Envoi', 'Submission'),
      plural: label('Inzendingen', 'Envois', 'Submissions'),
    },
    admin: { group: groups.content },
    fields: ({ defaultFields }) => inThreeLanguages(defaultFields),
  },
})
