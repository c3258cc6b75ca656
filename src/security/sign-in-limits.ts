import type { Limit } from './throttle'

const MINUTE = 60
const HOUR = 60 * MINUTE

/** How long a mailed sign-in link works. */
export const SIGN_IN_LINK_LIFETIME_SECONDS = 15 * MINUTE

/**
 * Who may try how often (docs/adr/0001-sign-in-throttling.md). An account is named by a hash of
 * its e-mail address, whether it exists or not, so that the limits say nothing about accounts.
 */
export type Attempt = {
  ip: string
  /** sha256 of the normalized e-mail address, with the realm (customers or admins). */
  account: string
  /** A device that has signed in to this account before, from its signed cookie. */
  knownDevice: string | null
}

/**
 * Sign-in: per network address and per account. A known device of the account counts against
 * its own allowance instead, so a stranger who uses up the account's (or the address's)
 * allowance never keeps the owner out on their own device; elsewhere the owner waits at most a
 * quarter of an hour.
 */
export const signInLimits = ({ ip, account, knownDevice }: Attempt): Limit[] =>
  knownDevice
    ? [{ bucket: `sign-in:device:${knownDevice}`, max: 10, windowSeconds: 15 * MINUTE }]
    : [
        { bucket: `sign-in:ip:${ip}`, max: 30, windowSeconds: 15 * MINUTE },
        { bucket: `sign-in:account:${account}`, max: 10, windowSeconds: 15 * MINUTE },
      ]

/**
 * After a good password: the account's (or device's) count starts again, and the address's
 * count takes this attempt back, so that it counts only wrong passwords.
 */
export const afterSignIn = ({ ip, account, knownDevice }: Attempt) => ({
  empty: [`sign-in:account:${account}`, ...(knownDevice ? [`sign-in:device:${knownDevice}`] : [])],
  takeBack: knownDevice ? null : `sign-in:ip:${ip}`,
})

/**
 * Password recovery mails: few per account (a mailbox is not to be flooded), some per address;
 * a known device of the account has its own allowance, so strangers cannot keep its owner from
 * a new password.
 */
export const recoveryLimits = ({ ip, account, knownDevice }: Attempt): Limit[] =>
  knownDevice
    ? [{ bucket: `recovery:device:${knownDevice}`, max: 3, windowSeconds: HOUR }]
    : [
        { bucket: `recovery:ip:${ip}`, max: 10, windowSeconds: 15 * MINUTE },
        { bucket: `recovery:account:${account}`, max: 3, windowSeconds: HOUR },
      ]

/** Newsletter confirmation mails: a few per address asked for, some per network address. */
export const newsletterLimits = ({ ip, account }: Pick<Attempt, 'ip' | 'account'>): Limit[] => [
  { bucket: `newsletter:ip:${ip}`, max: 10, windowSeconds: 15 * MINUTE },
  { bucket: `newsletter:account:${account}`, max: 3, windowSeconds: HOUR },
]

/**
 * New accounts per address and hour: registration says whether an e-mail address is taken. A shop
 * whose customers share one address (an office, a school) raises it with
 * REGISTRATIONS_PER_ADDRESS_PER_HOUR.
 */
export const registrationLimits = (
  ip: string,
  perHour = Number(process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR) || 20,
): Limit[] => [{ bucket: `register:ip:${ip}`, max: perHour, windowSeconds: HOUR }]

/** Messages through the shop's forms (contact): a handful per network address. */
export const formLimits = (ip: string): Limit[] => [
  { bucket: `form:ip:${ip}`, max: 5, windowSeconds: 15 * MINUTE },
  { bucket: `form:ip-day:${ip}`, max: 20, windowSeconds: 24 * HOUR },
]

/**
 * Sign-in links (docs/adr/0018): a few mails per e-mail address, some per network address. The
 * per-e-mail window is a link's lifetime, so while strangers' requests keep the owner from
 * asking, the links those requests mailed the owner still work.
 */
export const signInLinkLimits = ({ ip, account }: Pick<Attempt, 'ip' | 'account'>): Limit[] => [
  { bucket: `link:ip:${ip}`, max: 10, windowSeconds: 15 * MINUTE },
  { bucket: `link:account:${account}`, max: 3, windowSeconds: SIGN_IN_LINK_LIFETIME_SECONDS },
]
