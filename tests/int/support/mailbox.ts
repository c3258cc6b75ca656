import { afterAll, beforeAll } from 'vitest'

import { startMailCatcher } from '../../support/mail-catcher'

type Mailbox = Awaited<ReturnType<typeof startMailCatcher>>

/** The shop's mail lands in a local SMTP catcher while this test file runs; returns its box. */
export function catchShopMail(): () => Mailbox {
  let mailbox: Mailbox | null = null
  beforeAll(async () => {
    mailbox = await startMailCatcher()
    process.env.SMTP_URL = mailbox.url
  })
  afterAll(async () => {
    delete process.env.SMTP_URL
    await mailbox?.stop()
  })
  return () => {
    if (!mailbox) throw new Error('The mail catcher starts before the tests')
    return mailbox
  }
}
