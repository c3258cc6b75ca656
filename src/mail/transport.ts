import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'

import { unsentMailLog } from './unsent-mail-log'
import { log } from '@/logging/log'

const DEFAULT_FROM = 'De Vleesboetiek <no-reply@localhost>'

let cached: { url: string; transport: Transporter } | null = null

function smtpTransport(url: string): Transporter {
  if (cached?.url !== url) cached = { url, transport: nodemailer.createTransport(url) }
  return cached.transport
}

export const mailFrom = () => process.env.MAIL_FROM || DEFAULT_FROM

export type Mail = Pick<
  SendMailOptions,
  'to' | 'subject' | 'text' | 'html' | 'from' | 'attachments'
>

/**
 * Sends one e-mail, from MAIL_FROM unless the message names a sender. Without SMTP_URL the log
 * says to whom it would have gone; MAIL_LOG_BODIES=true adds its text (links and tokens included).
 */
export async function sendMail(mail: Mail): Promise<void> {
  const url = process.env.SMTP_URL
  if (url) await smtpTransport(url).sendMail({ from: mailFrom(), ...mail })
  else log().info(unsentMailLog(mail, process.env.MAIL_LOG_BODIES === 'true'))
}
