import { CommerceError, type CustomerApi } from '@/commerce/provider'
import { normalizeEmail } from '@/commerce/rules/email'
import type { Registration } from '@/commerce/types'
import { payloadClient } from '@/lib/payload'
import { accountExistsMail } from '@/mail/account-exists'
import { queuedMail } from '@/mail/outbox'
import type { Mail } from '@/mail/transport'
import { checkAgainstDecoy } from '@/security/passwords'

export type AccountLinks = { signIn: string; recovery: string }

/**
 * How long making an account has taken lately (a moving average in this process): an answer for
 * an address that has an account waits as long, so that its timing does not tell either.
 */
let usualMs = 0
const remember = (ms: number) => (usualMs = usualMs === 0 ? ms : usualMs * 0.8 + ms * 0.2)

/**
 * Makes the account; for an address that already has one, answers the same (docs/adr/0001):
 * nothing is made, the password costs the same hashing work a new account's does, the answer
 * takes about as long as a new account's, and `later` (after the response) mails the address's
 * owner that the account exists. Other refusals (address rules, a backend that does not answer)
 * still throw.
 */
export async function registerOrTellOwner(
  customers: Pick<CustomerApi, 'register'>,
  input: Registration,
  links: AccountLinks,
  later: (task: () => Promise<void>) => void,
  send: (mail: Mail) => Promise<void> = queuedMail(payloadClient),
): Promise<void> {
  const started = performance.now()
  try {
    await customers.register(input)
    remember(performance.now() - started)
  } catch (error) {
    if (!(error instanceof CommerceError && error.code === 'email-exists')) throw error
    await checkAgainstDecoy(input.password)
    const wait = usualMs - (performance.now() - started)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const to = normalizeEmail(input.email)
    later(async () => send(await accountExistsMail(to, input.locale, links)))
  }
}
