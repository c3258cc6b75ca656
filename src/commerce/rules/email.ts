const MAX_LENGTH = 254

/**
 * A plausible e-mail address: one @, a dot in the domain, no spaces or control characters.
 * Delivery proves the rest.
 */
export function isEmail(value: string): boolean {
  return (
    value.length <= MAX_LENGTH && /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]{2,}$/u.test(value)
  )
}

export const normalizeEmail = (value: string) => value.trim().toLowerCase()

/**
 * An address as a code's per-customer limit counts it: normalized, without a `+tag` in the part
 * before the @ (jan+1@example.be reaches the same mailbox as jan@example.be).
 */
export const limitEmail = (value: string) => normalizeEmail(value).replace(/\+[^@]*@/, '@')
