import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'

import { adminOnly } from '@/access/admin-only'
import { groups, label } from '@/collections/labels'

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
  },
  formSubmissionOverrides: {
    access: adminOnly,
    labels: {
      singular: label('Inzending', 'Envoi', 'Submission'),
      plural: label('Inzendingen', 'Envois', 'Submissions'),
    },
    admin: { group: groups.content },
  },
})
