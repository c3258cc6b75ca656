import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { groups, label } from '@/collections/labels'

const nobody = () => false

/**
 * The shop's e-mails, written in the same transaction as the change they tell of and sent after
 * it commits, then again with growing pauses while the mail server fails (src/mail/outbox.ts).
 * Staff read it to see what went out or waits; nobody edits it.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: {
    singular: label('Uitgaande e-mail', 'E-mail sortant', 'Outgoing e-mail'),
    plural: label('Uitgaande e-mails', 'E-mails sortants', 'Outgoing e-mails'),
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['recipient', 'subject', 'sentAt', 'attempts', 'nextAttemptAt'],
    group: groups.shop,
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  fields: [
    {
      name: 'recipient',
      type: 'text',
      required: true,
      index: true,
      label: label('Ontvanger', 'Destinataire', 'Recipient'),
    },
    { name: 'subject', type: 'text', label: label('Onderwerp', 'Objet', 'Subject') },
    {
      // The whole message as sent: texts, and attachments in base64.
      name: 'message',
      type: 'json',
      required: true,
      admin: { hidden: true },
      label: label('Bericht', 'Message', 'Message'),
    },
    {
      name: 'attempts',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: label('Pogingen', 'Tentatives', 'Attempts'),
    },
    {
      name: 'nextAttemptAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: label('Volgende poging', 'Prochaine tentative', 'Next attempt'),
    },
    {
      name: 'sentAt',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: label('Verzonden op', 'Envoyé le', 'Sent at'),
    },
    {
      name: 'lastError',
      type: 'text',
      label: label('Laatste fout', 'Dernière erreur', 'Last error'),
    },
  ],
}
