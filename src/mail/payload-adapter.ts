import type { EmailAdapter } from 'payload'

import { mailFrom, sendMail } from './transport'

const address = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from
const name = (from: string) => /^\s*"?([^"<]*?)"?\s*</.exec(from)?.[1] ?? ''

/** Payload's own e-mails (an admin's password reset) go out the way the shop's do. */
export const shopEmailAdapter: EmailAdapter = () => ({
  name: 'shop-smtp',
  defaultFromAddress: address(mailFrom()),
  defaultFromName: name(mailFrom()),
  sendEmail: async (message) => sendMail(message as Parameters<typeof sendMail>[0]),
})
