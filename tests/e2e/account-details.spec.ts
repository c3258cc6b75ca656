import { expect, type Page, test } from '@playwright/test'

import { newCustomer, register } from './support/shop'

/** The account's details form. */
const detailsOf = (page: Page, title: string) => page.getByRole('region', { name: title })

test.describe('a customer edits their details on a phone, in Dutch, French and English', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('names, phone, company and VAT number are kept; bad input is explained in each language', async ({
    page,
  }) => {
    const customer = newCustomer('Sofie', 'Claes')
    await register(page, customer)
    await expect(page.getByRole('link', { name: 'Sofie' }).filter({ hasText: 'SC' })).toBeVisible()

    // Dutch: a wrong VAT number is refused, then the corrected details are kept.
    await page.goto('/account')
    const nl = detailsOf(page, 'Mijn gegevens')
    await expect(nl.getByLabel('Voornaam')).toHaveValue('Sofie')
    await expect(nl.getByLabel('Telefoon')).toHaveValue('+32 3 123 45 67')
    await expect(nl.getByText(customer.email)).toBeVisible()
    await expect(nl.getByRole('textbox', { name: 'E-mailadres' })).toHaveCount(0)
    await nl.getByLabel('Voornaam').fill('Annelies')
    await nl.getByLabel('Bedrijf (optioneel)').fill('Slagerij Claes')
    await nl.getByLabel('Btw-nummer (optioneel)').fill('BE 0417.497.107')
    await nl.getByRole('button', { name: 'Mijn gegevens bewaren' }).click()
    await expect(nl.getByText(/^Vul een btw-nummer van België/)).toBeVisible()
    await nl.getByLabel('Btw-nummer (optioneel)').fill('BE 0417.497.106')
    await nl.getByRole('button', { name: 'Mijn gegevens bewaren' }).click()
    await expect(nl.getByRole('status')).toHaveText('Je gegevens zijn bewaard.')
    await expect(nl.getByLabel('Btw-nummer (optioneel)')).toHaveValue('BE0417497106')
    // The header greets the customer by the new name at once.
    await expect(
      page.getByRole('link', { name: 'Annelies' }).filter({ hasText: 'AC' }),
    ).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Annelies')
    await expect(nl.getByLabel('Bedrijf (optioneel)')).toHaveValue('Slagerij Claes')

    // French: a phone that is no number is refused; a required name left empty too.
    await page.goto('/fr/compte')
    const fr = detailsOf(page, 'Mes données')
    await expect(fr.getByLabel('Numéro de TVA (facultatif)')).toHaveValue('BE0417497106')
    await fr.getByLabel('Nom', { exact: true }).fill('')
    await fr.getByLabel('Téléphone').fill('appelez-moi')
    await fr.getByRole('button', { name: 'Enregistrer mes données' }).click()
    await expect(fr.getByText('Remplissez ce champ.')).toBeVisible()
    await expect(fr.getByText(/^Saisissez un numéro de téléphone/)).toBeVisible()
    await fr.getByLabel('Nom', { exact: true }).fill('Claes-Peeters')
    await fr.getByLabel('Téléphone').fill('+32 470 12 34 56')
    await fr.getByLabel('Fax (facultatif)').fill('03 123 45 68')
    await fr.getByRole('button', { name: 'Enregistrer mes données' }).click()
    await expect(fr.getByRole('status')).toHaveText('Vos données sont enregistrées.')

    // English: what was saved in French is there; the e-mail address is shown, not editable.
    await page.goto('/en/account')
    const en = detailsOf(page, 'My details')
    await expect(en.getByLabel('Last name')).toHaveValue('Claes-Peeters')
    await expect(en.getByLabel('Phone')).toHaveValue('+32 470 12 34 56')
    await expect(en.getByLabel('Fax (optional)')).toHaveValue('03 123 45 68')
    await expect(
      en.getByText('You sign in with this e-mail address; it cannot be changed here.'),
    ).toBeVisible()
    await en.getByLabel('Company (optional)').fill('')
    await en.getByLabel('VAT number (optional)').fill('NL123456789B01')
    await en.getByRole('button', { name: 'Save my details' }).click()
    await expect(en.getByRole('status')).toHaveText('Your details are saved.')
    await page.reload()
    await expect(en.getByLabel('Company (optional)')).toHaveValue('')
    await expect(en.getByLabel('VAT number (optional)')).toHaveValue('NL123456789B01')

    // The newsletter waits for the mailed link, and says so after a reload.
    const newsletter = page.getByRole('region', { name: 'Newsletter' })
    await newsletter.getByRole('button', { name: 'Subscribe to the newsletter' }).click()
    await expect(newsletter.getByRole('status')).toHaveText(/^Almost done! Check your mailbox/)
    await page.reload()
    await expect(newsletter).toContainText(
      `We are waiting for your confirmation: follow the link we mailed to ${customer.email}.`,
    )
    await expect(newsletter.getByRole('button', { name: 'Send the link again' })).toBeVisible()
  })

  test('an address of the address book keeps its fax', async ({ page }) => {
    await register(page, newCustomer('Lien', 'Maes'))
    await expect(page.getByRole('link', { name: 'Lien' }).filter({ hasText: 'LM' })).toBeVisible()
    await page.goto('/account/adres')
    await page.getByRole('link', { name: 'Wijzigen Lien Maes' }).click()
    const form = page.getByRole('main')
    await form.getByLabel('Fax (optioneel)').fill('fax')
    await form.getByRole('button', { name: 'Opslaan' }).click()
    await expect(form.getByText(/^Vul een telefoonnummer in/)).toBeVisible()
    await form.getByLabel('Fax (optioneel)').fill('03 123 45 68')
    await form.getByRole('button', { name: 'Opslaan' }).click()
    await expect(page.getByText('Adres bijgewerkt.')).toBeVisible()
    await expect(page.getByTestId('address')).toContainText('Fax 03 123 45 68')
  })
})
