import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'

const DEFAULT_FROM = 'De Vleesboetiek <no-reply@localhost>'

let cached: { url: string; transport: Transporter } | null = null

/** SMTP when SMTP_URL is set; otherwise messages are written to the log instead of sent. */
function transport(): Transporter {
  const url = process.env.SMTP_URL ?? ''
  if (cached?.url !== url)
    cached = {
      url,
      transport: url
        ? nodemailer.createTransport(url)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    }
  return cached.transport
}

export const mailFrom = () => process.env.MAIL_FROM || DEFAULT_FROM

export type Mail = Pick<SendMailOptions, 'to' | 'subject' | 'text' | 'html' | 'from'>

/** Sends one e-mail, from MAIL_FROM unless the message names a sender. */
export async function sendMail(mail: Mail): Promise<void> {
  const info = await transport().sendMail({ from: mailFrom(), ...mail })
  if (!process.env.SMTP_URL)
    console.info(`E-mail written here because SMTP_URL is unset:\n${String(info.message)}`)
}
