import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import type { Localized } from '../catalog/localized'
import { seedContext } from '../localized-doc'
import type { SeedTools } from './context'
import { withIds } from './with-ids'

export const CONTACT_FORM_TITLE = 'Contact'

const t = (nl: string, fr: string, en: string): Localized => ({ nl, fr, en })

const fields = [
  { blockType: 'text', name: 'name', label: t('Naam', 'Nom', 'Name'), required: true, width: 50 },
  {
    blockType: 'email',
    name: 'email',
    label: t('E-mailadres', 'Adresse e-mail', 'E-mail address'),
    required: true,
    width: 50,
  },
  {
    blockType: 'text',
    name: 'phone',
    label: t('Telefoon', 'Téléphone', 'Phone'),
    required: false,
    width: 50,
  },
  {
    blockType: 'text',
    name: 'orderNumber',
    label: t(
      'Bestelnummer (als je dat hebt)',
      'Numéro de commande (si vous en avez un)',
      'Order number (if you have one)',
    ),
    required: false,
    width: 50,
  },
  {
    blockType: 'textarea',
    name: 'message',
    label: t('Je vraag of bericht', 'Votre question ou message', 'Your question or message'),
    required: true,
    width: 100,
  },
] as const

const confirmation = t(
  'Bedankt voor je bericht. We antwoorden binnen één werkdag.',
  'Merci pour votre message. Nous répondons dans un délai d’un jour ouvrable.',
  'Thank you for your message. We answer within one working day.',
)

const formIn = (locale: Locale, tools: SeedTools, shopEmail: string) => ({
  title: CONTACT_FORM_TITLE,
  fields: fields.map((field) => ({ ...field, label: field.label[locale] })),
  submitButtonLabel: t('Versturen', 'Envoyer', 'Send')[locale],
  confirmationType: 'message',
  confirmationMessage: tools.richText(confirmation[locale]),
  emails: [
    {
      emailTo: shopEmail,
      replyTo: '{{email}}',
      subject: t(
        'Contactformulier: {{name}}',
        'Formulaire de contact : {{name}}',
        'Contact form: {{name}}',
      )[locale],
      message: tools.richText(
        t(
          'Bericht van {{name}} ({{email}}, {{phone}}), bestelling {{orderNumber}}:\n\n{{message}}',
          'Message de {{name}} ({{email}}, {{phone}}), commande {{orderNumber}} :\n\n{{message}}',
          'Message from {{name}} ({{email}}, {{phone}}), order {{orderNumber}}:\n\n{{message}}',
        )[locale],
      ),
    },
  ],
})

/** The contact form, once: it sends each message to the shop's e-mail address. */
export async function seedContactForm(payload: Payload, tools: SeedTools): Promise<number> {
  const { docs } = await payload.find({
    collection: 'forms',
    where: { title: { equals: CONTACT_FORM_TITLE } },
    limit: 1,
    depth: 0,
  })
  if (docs[0]) return docs[0].id
  const settings = await payload.findGlobal({ slug: 'shop-settings', depth: 0 })
  const shopEmail = settings.email || 'info@vleesboetiek.example'
  const saved = await payload.create({
    collection: 'forms',
    locale: 'nl',
    data: formIn('nl', tools, shopEmail) as never,
    context: seedContext,
  })
  for (const locale of ['fr', 'en'] as const) {
    const data = formIn(locale, tools, shopEmail)
    await payload.update({
      collection: 'forms',
      id: saved.id,
      locale,
      data: {
        ...data,
        fields: withIds(saved.fields, data.fields),
        emails: withIds(saved.emails, data.emails),
      } as never,
      context: seedContext,
    })
  }
  return saved.id
}
