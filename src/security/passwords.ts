import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/**
 * Payload stores a customer's password as PBKDF2-SHA256: 'pbkdf2-sha256-v1:' + 600 000
 * iterations and 32 bytes, or (older hashes) 25 000 iterations and 512 bytes. Payload writes
 * them; the shop checks them itself because Payload's own sign-in is off for customers.
 */
const CURRENT = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

export type StoredPassword = { hash?: string | null; salt?: string | null }

function parameters(hash: string) {
  return hash.startsWith(CURRENT.prefix)
    ? { ...CURRENT, expected: hash.slice(CURRENT.prefix.length) }
    : { ...LEGACY, expected: hash }
}

/** Whether the password matches the stored hash, in constant time. */
export async function passwordMatches(stored: StoredPassword, password: string): Promise<boolean> {
  if (!stored.hash || !stored.salt) return false
  const { iterations, keyLength, expected } = parameters(stored.hash)
  const derived = await derive(password, stored.salt, iterations, keyLength, 'sha256')
  const wanted = Buffer.from(expected, 'hex')
  return wanted.length === derived.length && timingSafeEqual(wanted, derived)
}

/** Whether Payload should hash the password again in its current form. */
export const isLegacyHash = (stored: StoredPassword) =>
  Boolean(stored.hash && !stored.hash.startsWith(CURRENT.prefix))

const decoy: StoredPassword = {
  salt: randomBytes(32).toString('hex'),
  hash: CURRENT.prefix + randomBytes(CURRENT.keyLength).toString('hex'),
}

/**
 * The same work as checking a real password, for an address without an account: a wrong
 * password then takes as long whether or not the account exists.
 */
export async function checkAgainstDecoy(password: string): Promise<false> {
  await passwordMatches(decoy, password)
  return false
}
