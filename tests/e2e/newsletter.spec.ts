import { expect, type Page, test } from '@playwright/test'

import { latestMailTo, mailsTo } from './support/mailbox'
import { newCustomer, register } from './support/shop'

const linkIn = (text: string, path: string) =>
  new RegExp(`https?://\\S+${path}\\?token=[\\w.-]+`).exec(text)?.[0] ?? ''

/** Sends the footer's newsletter form for an address; `extra` adds hidden fields first. */
async function footerSignup(page: Page, email: string, extra: Record<string, string> = {}) {
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('textbox').fill(email)
  await footer.locator('form').evaluate((form, fields) => {
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input')
      Object.assign(input, { type: 'hidden', name, value })
      form.append(input)
    }
  }, extra)
  await footer.getByRole('button').click()
  return footer.getByRole('status')
}

test('the footer signup mails a confirmation link; the link subscribes, the mail’s foot unsubscribes', async ({
  page,
}) => {
  const email = `fan.${Date.now()}@example.be`
  await page.goto('/')
  const status = await footerSignup(page, email)
  await expect(status).toHaveText(
    'Bijna klaar! Kijk in je mailbox en bevestig je inschrijving via de link die we je stuurden.',
  )
  await expect(page.getByRole('contentinfo').getByLabel('E-mailadres')).toHaveValue('')
  await expect(status).toBeEmpty({ timeout: 8000 })

  const mail = await latestMailTo(email)
  expect(mail.subject).toBe('Bevestig je inschrijving op de nieuwsbrief van De Vleesboetiek')
  const confirm = linkIn(mail.text, '/nieuwsbrief/bevestigen')
  expect(confirm).not.toBe('')
  await page.goto(confirm)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Inschrijving op de nieuwsbrief')
  // Opening the link alone (as a mail scanner does) subscribes nobody: it takes the button.
  await main.getByRole('button', { name: 'Inschrijving bevestigen' }).click()
  await expect(main.getByRole('status')).toHaveText(
    'Bedankt! Je bent ingeschreven op onze nieuwsbrief.',
  )

  // Asking again says the same and sends nothing: the form does not tell who is subscribed.
  await page.goto('/')
  await expect(await footerSignup(page, email)).toHaveText(/^Bijna klaar!/)
  await page.waitForTimeout(1000)
  expect(await mailsTo(email)).toHaveLength(1)

  await page.goto(linkIn(mail.text, '/nieuwsbrief/uitschrijven'))
  await main.getByRole('button', { name: 'Uitschrijven' }).click()
  await expect(main.getByRole('status')).toHaveText(
    'Je bent uitgeschreven. Je krijgt onze nieuwsbrief niet meer.',
  )
})

test('a made-up confirmation link says so, in French; a failed signup says so for 6 s', async ({
  page,
}) => {
  await page.goto('/fr/newsletter/confirmer?token=made.up')
  await page.getByRole('main').getByRole('button', { name: "Confirmer l'inscription" }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    "Ce lien n'est pas (ou plus) valable. Inscrivez-vous à nouveau via le formulaire en bas de page.",
  )

  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.locator('input[name="locale"]').evaluate((input) => {
    ;(input as HTMLInputElement).value = 'xx'
  })
  const status = await footerSignup(page, `broken.${Date.now()}@example.be`)
  await expect(status).toHaveText('Er is iets misgegaan')
  await expect(status).toBeEmpty({ timeout: 8000 })
})

test('a customer switches the newsletter in the account; a stranger’s “subscribe=false” changes nothing', async ({
  page,
  browser,
}) => {
  const customer = newCustomer('Lotte', 'Maes')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Lotte')
  await page.goto('/en/account')
  const section = page.getByRole('region', { name: 'Newsletter' })
  await expect(section).toContainText('You do not get our newsletter.')
  await section.getByRole('button', { name: 'Subscribe to the newsletter' }).click()
  await expect(section.getByRole('status')).toHaveText(/^Almost done! Check your mailbox/)

  const mail = await latestMailTo(customer.email)
  expect(mail.subject).toBe('Confirm your subscription to the De Vleesboetiek newsletter')
  await page.goto(linkIn(mail.text, '/en/newsletter/confirm'))
  await page.getByRole('main').getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Thank you! You are subscribed to our newsletter.',
  )

  const stranger = await browser.newPage()
  await stranger.goto('/en')
  await expect(await footerSignup(stranger, customer.email, { subscribe: 'false' })).toHaveText(
    /^Almost done!/,
  )
  await stranger.close()

  await page.goto('/en/account')
  await expect(section).toContainText(`You get our newsletter at ${customer.email}.`)
  await section.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(section.getByRole('status')).toHaveText(
    'You are unsubscribed. You will not get our newsletter any more.',
  )
  await page.reload()
  await expect(section).toContainText('You do not get our newsletter.')
})
