const MAX_LENGTH = 254

/** A plausible e-mail address: one @, a dot in the domain, no spaces. Delivery proves the rest. */
export function isEmail(value: string): boolean {
  return value.length <= MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)
}

export const normalizeEmail = (value: string) => value.trim().toLowerCase()
