/**
 * Gift voucher codes: 16 characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown
 * in groups of four. 31 symbols make 79 random bits per code: nobody guesses one.
 */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const LENGTH = 16
const GROUP = 4

const grouped = (symbols: string) => symbols.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-')

/** A new code; `randomInt(n)` must give a uniform, unpredictable integer below n. */
export function newGiftCardCode(randomInt: (below: number) => number): string {
  let symbols = ''
  for (let i = 0; i < LENGTH; i++)
    symbols += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]
  return grouped(symbols)
}

/**
 * A code as the shopper typed it (any case, spaces or dashes anywhere) written as the shop keeps
 * it, or null when it cannot be one.
 */
export function normalizeGiftCardCode(typed: unknown): string | null {
  if (typeof typed !== 'string' || typed.length > 64) return null
  const symbols = typed.toUpperCase().replace(/[\s-]/g, '')
  if (symbols.length !== LENGTH) return null
  if ([...symbols].some((symbol) => !GIFT_CARD_ALPHABET.includes(symbol))) return null
  return grouped(symbols)
}
