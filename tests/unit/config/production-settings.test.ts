import { describe, expect, it } from 'vitest'

import { productionSettingsProblems, productionSettingsReport } from '@/config/production-settings'

const secret = 'x'.repeat(48)
const complete = {
  PAYLOAD_SECRET: secret,
  AUTH_SECRET: secret,
  DATABASE_URL: 'postgres://shop:pw@db:5432/shop',
  NEXT_PUBLIC_SERVER_URL: 'https://www.vleesboetiek.be',
  SMTP_URL: 'smtps://user:pw@smtp.example.be:465',
  MAIL_FROM: 'De Vleesboetiek <shop@vleesboetiek.be>',
}

/** The one problem a production server has with `complete` changed by `change`. */
const onlyProblem = (change: Record<string, string | undefined>) => {
  const problems = productionSettingsProblems({ ...complete, ...change })
  expect(problems).toHaveLength(1)
  return problems[0]
}

describe('production settings', () => {
  it('accepts a complete production environment', () => {
    expect(productionSettingsProblems(complete)).toEqual([])
    expect(productionSettingsReport(complete)).toBeNull()
  })

  it('needs a database unless the embedded one is asked for', () => {
    expect(onlyProblem({ DATABASE_URL: '' })).toMatch(/^DATABASE_URL must name .*ALLOW_EMBEDDED/)
    expect(
      productionSettingsProblems({
        ...complete,
        DATABASE_URL: '',
        ALLOW_EMBEDDED_POSTGRES: 'true',
      }),
    ).toEqual([])
  })

  it('needs the public address as an http(s) address', () => {
    expect(onlyProblem({ NEXT_PUBLIC_SERVER_URL: undefined })).toMatch(
      /^NEXT_PUBLIC_SERVER_URL must/,
    )
    expect(onlyProblem({ NEXT_PUBLIC_SERVER_URL: 'www.vleesboetiek.be' })).toMatch(
      /^NEXT_PUBLIC_SERVER_URL/,
    )
  })

  it('needs an SMTP server and a sender', () => {
    expect(onlyProblem({ SMTP_URL: '' })).toMatch(/^SMTP_URL must name the outgoing mail server/)
    expect(onlyProblem({ SMTP_URL: 'smtp.example.be' })).toMatch(/^SMTP_URL/)
    expect(onlyProblem({ MAIL_FROM: '' })).toMatch(/^MAIL_FROM must be the shop's sender/)
    expect(onlyProblem({ MAIL_FROM: 'De Vleesboetiek' })).toMatch(/^MAIL_FROM/)
  })

  it('needs the Mollie key when online payment is meant to be on', () => {
    expect(onlyProblem({ ONLINE_PAYMENT: 'mollie' })).toMatch(
      /^ONLINE_PAYMENT=mollie needs MOLLIE_API_KEY/,
    )
    expect(
      productionSettingsProblems({
        ...complete,
        ONLINE_PAYMENT: 'mollie',
        MOLLIE_API_KEY: 'live_abc',
      }),
    ).toEqual([])
    expect(onlyProblem({ ONLINE_PAYMENT: 'stripe' })).toMatch(
      /^ONLINE_PAYMENT must be "mollie" or unset/,
    )
    // Without the intent, a shop may take bank transfers only.
    expect(productionSettingsProblems(complete)).toEqual([])
  })

  it("needs nopCommerce's address when it is the backend", () => {
    expect(onlyProblem({ COMMERCE_BACKEND: 'nopcommerce' })).toMatch(
      /^COMMERCE_BACKEND=nopcommerce needs NOPCOMMERCE_URL/,
    )
  })

  it('reports every problem at once, one line each', () => {
    const report = productionSettingsReport({})!
    const lines = report.split('\n')
    expect(lines[0]).toBe('Refusing to start in production:')
    expect(lines.slice(1).map((line) => line.split(' ')[1])).toEqual([
      'PAYLOAD_SECRET',
      'DATABASE_URL',
      'NEXT_PUBLIC_SERVER_URL',
      'SMTP_URL',
      'MAIL_FROM',
    ])
  })
})
