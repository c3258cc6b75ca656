import { readFileSync } from 'node:fs'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { asAdmin, submitAdminLogin } from './support/admin'
import { chooseAndCheckOut, englishDelivery, fillAddress, gentGuest } from './support/checkout'
import { addToCart, productId } from './support/shop'
import { timeStamp } from './support/time-stamp'

/** The owner's admin in Dutch and in French: the words each test looks for. */
const languages = [
  {
    code: 'nl',
    numberLocale: 'nl-BE',
    publish: 'Publiceer wijzigingen',
    priceTab: 'Prijs en voorraad',
    euros: /^€\s\d+,\d{2}$/,
    bankTransfer: 'Overschrijving',
    piece: 'stuk',
    pending: 'In afwachting',
    payment: 'Betaling:',
    print: 'Afdrukken',
    openList: 'Picklijst openen',
    csvLink: 'Picklijst als CSV',
    csvHeader: 'Bestelling;Levermethode;Tijdvak;',
    sunday: 'zondag',
  },
  {
    code: 'fr',
    numberLocale: 'fr-BE',
    publish: 'Publier les modifications',
    priceTab: 'Prix et stock',
    euros: /^\d+,\d{2}\s€$/,
    bankTransfer: 'Virement bancaire',
    piece: 'pièce',
    pending: 'En attente',
    payment: 'Paiement :',
    print: 'Imprimer',
    openList: 'Ouvrir la liste de préparation',
    csvLink: 'Liste de préparation en CSV',
    csvHeader: 'Commande;Mode de livraison;Créneau;',
    sunday: 'dimanche',
  },
] as const

/** Signs in (the form is in Dutch), then switches the admin to `code`. */
async function ownerSignsIn(page: Page, baseURL: string, code: string) {
  await submitAdminLogin(page)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.context().addCookies([{ name: 'payload-lng', value: code, url: baseURL }])
}

/** A guest's order of hamburgers paid by bank transfer: its id, number and delivery day. */
async function guestOrder(page: Page, request: APIRequestContext) {
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/en/meat/${burgers}/hamburgers`, '2')
  await chooseAndCheckOut(page, '/en/shopping-cart', englishDelivery)
  await page.getByRole('link', { name: 'Continue as a guest' }).click()
  await fillAddress(page, gentGuest(`owner.${timeStamp()}@example.be`))
  await page.getByRole('button', { name: 'Continue to confirm' }).click()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/completed\/\d+$/)
  const id = /\/completed\/(\d+)$/.exec(page.url())![1]
  const order = await request.get(`/api/orders/${id}?depth=0`, { headers: await asAdmin(request) })
  const { number, deliveryDate } = (await order.json()) as { number: string; deliveryDate: string }
  return { id, number, deliveryDate }
}

const stockOf = async (request: APIRequestContext, id: string) => {
  const answer = await request.get(`/api/products/${id}?depth=0`, {
    headers: await asAdmin(request),
  })
  return (await answer.json()) as { stock: number; priceCents: number }
}

for (const words of languages) {
  test.describe(`the owner's admin in ${words.code}`, () => {
    test('types the stock of a new product, then adjusts it once it is on sale', async ({
      page,
      request,
      baseURL,
    }) => {
      await ownerSignsIn(page, baseURL!, words.code)
      await page.goto('/admin/collections/products/create')
      const publish = page.getByRole('button', { name: words.publish, exact: true })
      await expect(publish).toBeEnabled()
      await page.locator('#field-name').fill(`Voorraadtest ${words.code} ${Date.now()}`)
      await page.getByRole('button', { name: words.priceTab }).click()
      await page.locator('#field-priceCents').fill('12,50')
      // Not on sale yet: the stock itself is typed in, and there is nothing to adjust.
      await expect(page.locator('#field-stock')).toBeEditable()
      await expect(page.locator('#field-stockAdjustment')).toHaveCount(0)
      await page.locator('#field-stock').fill('7')
      await publish.click()
      await expect(page).toHaveURL(/\/admin\/collections\/products\/\d+/)
      const id = /\/products\/(\d+)/.exec(page.url())![1]
      await expect.poll(async () => (await stockOf(request, id)).stock).toBe(7)
      expect((await stockOf(request, id)).priceCents).toBe(1250)

      await page.reload()
      await page.getByRole('button', { name: words.priceTab }).click()
      await expect(page.locator('#field-priceCents')).toHaveValue('12,50')
      // On sale: the stock only changes by an adjustment, added to what is there then.
      await expect(page.locator('#field-stock')).not.toBeEditable()
      await page.locator('#field-stockAdjustment').fill('3')
      await page.getByRole('button', { name: words.publish, exact: true }).click()
      await expect.poll(async () => (await stockOf(request, id)).stock).toBe(10)
    })

    test('reads an order in euros and words, and picks its day for the picking list', async ({
      page,
      request,
      baseURL,
    }) => {
      const order = await guestOrder(page, request)
      await ownerSignsIn(page, baseURL!, words.code)

      await page.goto(`/admin/collections/orders/${order.id}`)
      await expect(page.locator('#field-total')).toHaveValue(words.euros)
      await expect(page.locator('#field-subtotal')).toHaveValue(words.euros)
      await expect(page.locator('#field-lines__0__unitPrice')).toHaveValue(words.euros)
      await expect(page.locator('#field-paymentMethod')).toHaveValue(words.bankTransfer)
      await expect(page.locator('#field-lines__0__unit')).toHaveValue(words.piece)

      await page.goto('/admin/collections/orders')
      const picker = page.locator('#picking-list-day')
      // The next day orders are handed over: never a Sunday.
      await expect(picker).not.toHaveValue('')
      expect((await picker.inputValue()).startsWith(words.sunday)).toBe(false)
      const [year, month, day] = order.deliveryDate.split('-')
      await picker.click()
      await page.locator('.react-datepicker__year-select').selectOption(year)
      await page.locator('.react-datepicker__month-select').selectOption(String(Number(month) - 1))
      await page
        .locator(`.react-datepicker__day--0${day}:not(.react-datepicker__day--outside-month)`)
        .click()
      const written = new Intl.DateTimeFormat(words.numberLocale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${order.deliveryDate}T12:00:00Z`))
      await expect(picker).toHaveValue(written)

      const [list] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('link', { name: words.openList }).click(),
      ])
      const section = list.locator('section').filter({ hasText: order.number })
      await expect(section).toContainText(`${words.payment} ${words.pending}`)
      await expect(list.getByRole('button', { name: words.print })).toBeVisible()

      // Downloaded as the owner does, from the link beside the calendar.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: words.csvLink }).click(),
      ])
      const text = readFileSync(await download.path(), 'utf8')
      expect(text.replace(/^\uFEFF/, '').startsWith(words.csvHeader)).toBe(true)
      expect(text).toContain(`;${words.pending};`)
    })
  })
}
