/** A cart as it stands when a guest signs in: how many lines it holds and what was chosen in it. */
export type SignInCart<Choices> = { lineCount: number; choices: Choices }

/**
 * The choices (method, date, time slot, country, terms) the account's cart keeps when a guest cart
 * joins it at sign-in: the guest's when the account had no cart or the guest brings lines, since
 * those are what the shopper just chose on the way to checkout and the account's are from an
 * earlier visit; else the account's. nopCommerce's cart migration does the same with its checkout
 * attributes.
 */
export function choicesAtSignIn<Choices>(
  account: SignInCart<Choices> | null,
  guest: SignInCart<Choices>,
): Choices {
  if (!account || guest.lineCount > 0) return guest.choices
  return account.choices
}
