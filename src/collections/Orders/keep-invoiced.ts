import { APIError, type Access, type CollectionBeforeOperationHook, type Where } from 'payload'

import { isAdmin } from '@/access/is-admin'

const uninvoiced: Where = { invoiceNumber: { exists: false } }

const refusal = {
  nl: (numbers: string) =>
    `Een gefactureerde bestelling kan niet verwijderd worden (${numbers}): annuleer ze, dan krijgt ze een creditnota.`,
  fr: (numbers: string) =>
    `Une commande facturée ne peut pas être supprimée (${numbers}) : annulez-la, elle reçoit alors une note de crédit.`,
  en: (numbers: string) =>
    `An invoiced order cannot be deleted (${numbers}): cancel it, and it gets a credit note.`,
}

/**
 * Staff delete orders without an invoice only: the admin then shows no delete button on an
 * invoiced order, and a bulk delete leaves invoiced orders alone.
 */
export const deleteUninvoiced: Access = (args) => (isAdmin(args) ? uninvoiced : false)

/**
 * An invoiced order keeps its place in the invoice numbers: deleting it through the API or the
 * admin is refused with a plain message (403) instead of Payload's bare "not allowed".
 * Server code that passes `overrideAccess` (the shop itself) is not asked.
 */
export const refuseInvoicedDelete: CollectionBeforeOperationHook = async ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (operation !== 'delete' || overrideAccess) return args
  // One order (by id) or a bulk delete (by query).
  const { id, where } = args as { id?: number | string; where?: Where }
  // Not an order's id: the delete itself answers that no such order exists.
  if (id !== undefined && !/^\d{1,12}$/.test(String(id))) return args
  const target: Where | undefined = id !== undefined ? { id: { equals: id } } : where
  if (!target) return args
  const { docs } = await req.payload
    .find({
      collection: 'orders',
      where: { and: [target, { invoiceNumber: { exists: true } }] },
      select: { invoiceNumber: true },
      limit: 5,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    // A query the bounds refuse is answered by the delete itself.
    .catch(() => ({ docs: [] }))
  if (docs.length === 0) return args
  const language = (req.i18n?.language ?? 'nl') as keyof typeof refusal
  const numbers = docs.map((doc) => doc.invoiceNumber).join(', ')
  throw new APIError((refusal[language] ?? refusal.nl)(numbers), 403, undefined, true)
}
