const PHONE_CHARACTERS = /^\+?[\d\s()./-]+$/

/**
 * Whether a text is a phone number as people write one: digits with spaces, dots, dashes,
 * slashes or brackets and an optional leading +, from 6 digits (a Luxembourg line) to 15 (the
 * longest international number).
 */
export function isPhone(value: string): boolean {
  const text = value.trim()
  if (!PHONE_CHARACTERS.test(text)) return false
  const digits = text.replace(/\D/g, '').length
  return digits >= 6 && digits <= 15
}
