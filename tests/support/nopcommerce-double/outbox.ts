import type { DoubleState } from './state'

/** A message the stand-in nopCommerce sent: to whom, what for, and the link in it. */
export type DoubleMail = { to: string; kind: string; link: string; languageId: number }

/** Every message the stand-in sent, oldest first (tests read the links from here). */
export function outbox(state: DoubleState): DoubleMail[] {
  return ((state.extra.outbox as DoubleMail[] | undefined) ??= [])
}

export const sendMail = (state: DoubleState, mail: DoubleMail) => {
  outbox(state).push(mail)
}

/** The address nopCommerce's own links start with (its store URL). */
export const storeUrl = 'https://nop.example/'
