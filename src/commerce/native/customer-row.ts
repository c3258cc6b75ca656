/**
 * A customer's profile read with one SQL statement: the account pages and checkout read it on
 * every visit, and Payload's `findByID` spends more time building its query than the database
 * answering it (docs/adr/0036). The fields are the ones Payload's `findByID` gives, which an
 * integration test holds them to; writes still go through Payload.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { SubscriberRow } from '@/commerce/rules/newsletter-status'
import { transactionDb } from '@/database/transaction-db'
import type { Customer as CustomerDoc } from '@/payload-types'

import { isoTimeOrNull } from './row-values'

/** What the shop shows of a customer: the document without its password and session fields. */
export type CustomerProfile = Pick<
  CustomerDoc,
  | 'id'
  | 'email'
  | 'gender'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'birthDate'
  | 'fax'
  | 'company'
  | 'vatNumber'
  | 'newsletter'
  | 'locale'
>

type ProfileRow = {
  id: number
  email: string
  gender: CustomerDoc['gender']
  first_name: string
  last_name: string
  phone: string | null
  birth_date: string | null
  fax: string | null
  company: string | null
  vat_number: string | null
  newsletter: boolean | null
  locale: CustomerDoc['locale']
}

/** The customer's profile as Payload's `findByID` gives it, or null when there is none. */
export async function readCustomerRow(
  payload: Payload,
  id: number,
): Promise<CustomerProfile | null> {
  const db = await transactionDb(payload)
  const { rows } = await db.execute<ProfileRow>(
    sql`SELECT id, email, gender, first_name, last_name, phone, birth_date, fax, company,
               vat_number, newsletter, locale
          FROM customers WHERE id = ${id}`,
  )
  const row = rows[0]
  return row
    ? {
        id: row.id,
        email: row.email,
        gender: row.gender,
        firstName: row.first_name,
        lastName: row.last_name,
        phone: row.phone,
        birthDate: isoTimeOrNull(row.birth_date),
        fax: row.fax,
        company: row.company,
        vatNumber: row.vat_number,
        newsletter: row.newsletter,
        locale: row.locale,
      }
    : null
}

type SubscriptionRow = {
  email: string
  subscribed: boolean | null
  unsubscribed_at: string | null
  mail_window_start: string | null
  has_row: boolean
}

/**
 * The customer's address and the newsletter row of that address (null when it never asked), in
 * one statement; null when there is no such customer.
 */
export async function readCustomerSubscription(
  payload: Payload,
  id: number,
): Promise<{ email: string; subscriber: SubscriberRow | null } | null> {
  const db = await transactionDb(payload)
  const { rows } = await db.execute<SubscriptionRow>(
    sql`SELECT c.email, s.subscribed, s.unsubscribed_at, s.mail_window_start,
               s.id IS NOT NULL AS has_row
          FROM customers c LEFT JOIN newsletter_subscribers s ON s.email = c.email
         WHERE c.id = ${id} LIMIT 1`,
  )
  const row = rows[0]
  if (!row) return null
  return {
    email: row.email,
    subscriber: row.has_row
      ? {
          subscribed: row.subscribed,
          unsubscribedAt: isoTimeOrNull(row.unsubscribed_at),
          mailWindowStart: isoTimeOrNull(row.mail_window_start),
        }
      : null,
  }
}
