/**
 * The Belgian structured communication of a bank transfer (`+++ddd/dddd/ddddd+++`): ten digits,
 * then two check digits, the ten digits as a number modulo 97 (0 written as 97). Banks refuse a
 * wrong check, so a transfer always names the order it pays.
 */
export function structuredCommunication(tenDigits: string): string {
  if (!/^\d{10}$/.test(tenDigits)) throw new Error('A structured communication holds ten digits')
  const check = Number(BigInt(tenDigits) % 97n) || 97
  const digits = `${tenDigits}${String(check).padStart(2, '0')}`
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`
}

/** Whether a written structured communication has the form and a correct check. */
export function isStructuredCommunication(text: string): boolean {
  const match = /^\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+$/.exec(text)
  if (!match) return false
  const digits = match.slice(1).join('')
  return structuredCommunication(digits.slice(0, 10)) === text
}
