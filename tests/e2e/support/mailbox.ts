import { expect } from '@playwright/test'

type Mail = {
  to: string[]
  subject: string
  text: string
  html: string
  /** Attached files, their content in base64. */
  attachments: Array<{ filename: string; contentType: string; content: string }>
}

const mailbox = `http://127.0.0.1:${process.env.E2E_MAIL_PORT || 3126}`

/** Every e-mail the shop sent to an address so far. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${mailbox}/?to=${encodeURIComponent(address)}`)
  return response.json()
}

/** The newest e-mail the shop sent to an address, waiting a few seconds for it to arrive. */
export async function latestMailTo(address: string): Promise<Mail> {
  let found: Mail | undefined
  await expect(async () => {
    found = (await mailsTo(address)).at(-1)
    expect(found).toBeDefined()
  }).toPass({ timeout: 10_000 })
  return found as Mail
}
