import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { fieldRefusal } from '@/collections/field-refusal'
import { transactionDb } from '@/database/transaction-db'

const belowZero = {
  nl: 'Zoveel is er niet in voorraad: de voorraad kan niet onder nul.',
  fr: 'Le stock n’en compte pas autant : il ne peut pas passer sous zéro.',
  en: 'There is not that much in stock: the stock cannot go below zero.',
}

const roundToGrams = (quantity: number) => Math.round(quantity * 1000) / 1000

type Db = Awaited<ReturnType<typeof transactionDb>>

/** The product's stock and whether it is on sale (published), under its row lock if asked. */
async function productRow(db: Db, id: number | string, lock: boolean) {
  const { rows } = await db.execute<{ stock: string; status: string | null }>(
    lock
      ? sql`SELECT stock, _status AS status FROM products WHERE id = ${id} FOR UPDATE`
      : sql`SELECT stock, _status AS status FROM products WHERE id = ${id}`,
  )
  return rows[0] ? { stock: Number(rows[0].stock), onSale: rows[0].status === 'published' } : null
}

/**
 * Orders take stock while an admin form is open, so a form must never write back the stock it
 * showed. A product that is not on sale (not published) takes no orders: there the owner types
 * its stock. On sale, the admin and the REST API change the stock only by the adjustment entered, added to the
 * stock in the database under the product's row lock, which an order's conditional update waits
 * for (and the other way round). The shop's own code (orders, the seed, imports) sets the stock
 * itself through the Local API.
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
  const draft = data._status === 'draft'
  const typed = Number(data.stock ?? originalDoc?.stock ?? 0) || 0

  let stock: number
  if (!fromForm) stock = typed + adjustment
  else {
    const id = operation === 'update' ? originalDoc?.id : undefined
    const row =
      id === undefined ? null : await productRow(await transactionDb(req.payload, req), id, !draft)
    // A draft (an autosave too) applies no adjustment: the one still in the form is applied
    // once, when the product is published.
    if (!row?.onSale) stock = typed + (draft ? 0 : adjustment)
    else if (draft) return { ...data, stock: row.stock }
    else stock = row.stock + adjustment
  }

  stock = roundToGrams(stock)
  if (stock < 0) {
    const language = (req.i18n?.language ?? 'nl') as keyof typeof belowZero
    const path = adjustment !== 0 ? 'stockAdjustment' : 'stock'
    throw fieldRefusal(req, 'products', path, belowZero[language] ?? belowZero.nl)
  }
  return { ...data, stock }
}
