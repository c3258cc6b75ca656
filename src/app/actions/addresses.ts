'use server'

import { currentCustomer } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { type AddressForm, addressProblems, asAddressForm } from '@/commerce/rules/address'
import type { CountryCode, ShopperSession } from '@/commerce/types'
import { containsNul } from '@/security/nul-characters'

import { runFormAction } from './run-action'

/** Problem keys of `addresses.problems` per field, or under `form` for the form as a whole. */
export type AddressResult =
  | { ok: true; saved: 'added' | 'updated' | 'deleted' }
  | { ok: false; problems: Record<string, string> }

async function withCustomer(
  change: (session: ShopperSession) => Promise<AddressResult>,
): Promise<AddressResult> {
  const customer = await currentCustomer()
  if (!customer) return { ok: false, problems: { form: 'signed-out' } }
  return runFormAction('Address change failed', () => change(customer.session))
}

/** Adds an address (no id) or updates one of the signed-in customer's. */
export async function saveAddress(id: number | null, sent: AddressForm): Promise<AddressResult> {
  if (containsNul(sent)) return { ok: false, problems: { form: 'invalid-characters' } }
  const form = asAddressForm(sent)
  const problems = addressProblems(form)
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return withCustomer(async (session) => {
    const input = { ...form, country: form.country as CountryCode }
    await commerce.account.saveAddress(session, input, id ?? undefined)
    return { ok: true, saved: id === null ? 'added' : 'updated' }
  })
}

export async function deleteAddress(id: number): Promise<AddressResult> {
  return withCustomer(async (session) => {
    await commerce.account.deleteAddress(session, Number(id))
    return { ok: true, saved: 'deleted' }
  })
}
