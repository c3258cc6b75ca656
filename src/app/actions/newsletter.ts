'use server'

import { after } from 'next/server'

import { currentCustomer } from '@/auth/customer-session'
import { admitNewsletter } from '@/auth/throttled-sign-in'
import { commerce } from '@/commerce'
import { isEmail, normalizeEmail } from '@/commerce/rules/email'
import { asText } from '@/commerce/rules/form-input'
import { isLocale, type Locale } from '@/i18n/locales'
import { log } from '@/logging/log'

import { runAction } from './run-action'

export type NewsletterState = { ok: boolean; message: string; at: number } | null

/** The shopper-facing outcome: a `newsletter.*` message, or 'failed' after logging what broke. */
function answer(
  rawLocale: unknown,
  what: string,
  act: (locale: Locale) => Promise<{ ok: boolean; key: string }>,
): Promise<NonNullable<NewsletterState>> {
  const refuse = (message: string) => ({ ok: false, message, at: Date.now() })
  const setting = { locale: rawLocale, problems: 'newsletter', what, refuse }
  return runAction(setting, async ({ locale, t }) => {
    const { ok, key } = await act(locale)
    return { ok, message: t(key), at: Date.now() }
  })
}

/**
 * The footer's newsletter form: only ever asks to subscribe, by mailing a confirmation link.
 * The answer is the same for a new, pending or subscribed address.
 */
export async function subscribeToNewsletter(
  _: NewsletterState,
  form: FormData,
): Promise<NewsletterState> {
  const raw = form.get('locale')
  return answer(raw, 'Newsletter subscription failed', async () => {
    if (!isLocale(raw)) return { ok: false, key: 'failed' }
    const email = normalizeEmail(asText(form.get('email')))
    if (!isEmail(email)) return { ok: false, key: 'invalidEmail' }
    if (!(await admitNewsletter(email)).allowed) return { ok: false, key: 'throttled' }
    // Mailed after the answer: how long it takes says nothing about the address.
    after(() =>
      commerce.newsletter
        .subscribe(email, raw)
        .then(() => undefined)
        .catch((error: unknown) =>
          log().error({ err: error }, 'Newsletter confirmation mail failed'),
        ),
    )
    return { ok: true, key: 'checkMailbox' }
  })
}

/** The confirmation screen's button, for the signed link it was opened with. */
export async function confirmNewsletter(
  rawLocale: string,
  token: string,
): Promise<NewsletterState> {
  return answer(rawLocale, 'Newsletter confirmation failed', async () => {
    const outcome = await commerce.newsletter.confirm(asText(token))
    return outcome === 'subscribed'
      ? { ok: true, key: 'subscribed' }
      : { ok: false, key: 'invalidLink' }
  })
}

/** The unsubscribe screen's button, for the signed link it was opened with. */
export async function unsubscribeFromNewsletter(
  rawLocale: string,
  token: string,
): Promise<NewsletterState> {
  return answer(rawLocale, 'Newsletter unsubscription failed', async () => {
    const outcome = await commerce.newsletter.unsubscribe(asText(token))
    if (outcome === 'unsubscribed') return { ok: true, key: 'unsubscribed' }
    if (outcome === 'unsubscribe-mailed') return { ok: true, key: 'unsubscribeMailed' }
    return { ok: false, key: 'invalidLink' }
  })
}

/** The account's newsletter switch: acts on the signed-in customer's own address only. */
export async function switchNewsletter(rawLocale: string, on: boolean): Promise<NewsletterState> {
  return answer(rawLocale, 'Newsletter switch failed', async (locale) => {
    const customer = await currentCustomer()
    if (!customer) return { ok: false, key: 'failed' }
    const result = await commerce.newsletter.setForCustomer(customer.session, on === true, locale)
    if (result === 'unsubscribed') return { ok: true, key: 'unsubscribed' }
    return result === 'check-mailbox'
      ? { ok: true, key: 'checkMailbox' }
      : { ok: false, key: 'failed' }
  })
}
