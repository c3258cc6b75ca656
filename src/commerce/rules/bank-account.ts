/** An IBAN without spaces, in capitals. */
export const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase()

/** Whether an IBAN has the form and a correct check (ISO 13616: the number modulo 97 is 1). */
export function isIban(iban: string): boolean {
  const compact = compactIban(iban)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false
  const rearranged = `${compact.slice(4)}${compact.slice(0, 4)}`
  const digits = [...rearranged]
    .map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55)))
    .join('')
  return BigInt(digits) % 97n === 1n
}

/** An IBAN in groups of four, as it is printed. */
export const printedIban = (iban: string) => compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ')

export const isBic = (bic: string) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic.trim())
