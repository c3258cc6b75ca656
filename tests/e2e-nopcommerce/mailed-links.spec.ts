import { expect, test } from '@playwright/test'

import { newCustomer, register } from '../e2e/support/shop'
import { nopMail } from './support/double'

/** A link nopCommerce mailed (to its store URL), as the storefront gets it under a language prefix. */
const onStorefront = (link: string, prefix = '') => {
  const url = new URL(link)
  return `${prefix}${url.pathname}${url.search}`
}

test('nopCommerce’s password link leads to the storefront’s reset screen', async ({
  page,
  request,
}) => {
  const customer = newCustomer('Lotte', 'Wouters')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Lotte')

  await page.goto('/en/passwordrecovery')
  const main = page.getByRole('main')
  await main.getByLabel('E-mail address').fill(customer.email)
  await main.getByRole('button', { name: 'Send the link' }).click()
  await expect(page).toHaveURL('/en/passwordrecovery/confirm')

  const mail = await nopMail(request, customer.email, 'password-recovery')
  await page.goto(onStorefront(mail.link, '/en'))
  await expect(page).toHaveURL(/\/en\/resetPassword\?token=/)
  await main.getByLabel('New password').fill('flank-steak-2027')
  await main.getByLabel('Confirm password').fill('flank-steak-2027')
  await main.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText('Your password has been changed. You can sign in now.')).toBeVisible()
})

test('nopCommerce’s newsletter links lead to the storefront’s confirm and unsubscribe screens', async ({
  page,
  request,
}) => {
  const email = `nieuwsbrief.${Date.now()}@example.be`
  await page.goto('/fr')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('textbox').fill(email)
  await footer.getByRole('button').click()
  await expect(footer.getByRole('status')).toHaveText(/^Presque fini !/)

  const activation = await nopMail(request, email, 'newsletter-activation')
  await page.goto(onStorefront(activation.link, '/fr'))
  await expect(page).toHaveURL(/\/fr\/newsletter\/confirmer\?token=/)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: "Confirmer l'inscription" }).click()
  await expect(main.getByRole('status')).toHaveText('Merci ! Vous êtes inscrit à notre newsletter.')

  // The deactivation link nopCommerce puts in its newsletters: the same GUID, with false. Without
  // a language in the link, the shopper's remembered language (French here) is kept.
  await page.goto(onStorefront(activation.link.replace(/\/true$/, '/false')))
  await expect(page).toHaveURL(/\/fr\/newsletter\/d%C3%A9sinscrire\?token=/)
  await main.getByRole('button', { name: 'Se désinscrire' }).click()
  await expect(main.getByRole('status')).toHaveText(
    'Vous êtes désinscrit. Vous ne recevrez plus notre newsletter.',
  )
})
