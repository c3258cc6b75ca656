import { sql } from '@payloadcms/db-postgres'
import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { transactionDb } from '@/commerce/native/transaction-db'

const belowZero = {
  nl: 'Zoveel is er niet in voorraad: de voorraad kan niet onder nul.',
  fr: 'Le stock n’en compte pas autant : il ne peut pas passer sous zéro.',
  en: 'There is not that much in stock: the stock cannot go below zero.',
}

/**
 * Orders take stock while an admin form is open, so a form must never write back the stock it
 * showed: through the admin and the REST API the stock only changes by the adjustment entered,
 * added to the stock in the database under the product's row lock. The shop's own code (orders,
 * the seed, imports) sets the stock itself through the Local API.
 */
export const stockByAdjustment: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const adjustment = Number(data.stockAdjustment ?? 0) || 0
  delete data.stockAdjustment
  const fromForm = req.payloadAPI !== 'local'
  if (!fromForm && adjustment === 0) return data
  // A draft (an autosave too) changes no stock: the adjustment still in the form is applied
  // once, when the product is published.
  if (fromForm && data._status === 'draft') return { ...data, stock: originalDoc?.stock ?? 0 }

  let current = Number(data.stock ?? 0)
  if (fromForm && operation === 'update' && originalDoc) {
    const db = await transactionDb(req.payload, req)
    const { rows } = await db.execute<{ stock: string }>(
      sql`SELECT stock FROM products WHERE id = ${originalDoc.id} FOR UPDATE`,
    )
    current = Number(rows[0]?.stock ?? 0)
  } else if (fromForm) current = 0

  const stock = Math.round((current + adjustment) * 1000) / 1000
  if (stock < 0) {
    const language = (req.i18n?.language ?? 'nl') as keyof typeof belowZero
    throw new ValidationError({
      collection: 'products',
      errors: [{ path: 'stockAdjustment', message: belowZero[language] ?? belowZero.nl }],
    })
  }
  return { ...data, stock }
}
