/**
 * The stand-in nopCommerce, over HTTP, against the Web API Frontend plugin 4.60 it stands in for:
 * sign-in, customers, their address books and the newsletter. Each test names the plugin (or
 * nopCommerce) file whose behaviour it checks.
 */
import { describe, expect, it } from 'vitest'

import { saleUnit } from '../../support/nopcommerce-double/cart-pricing'
import { outbox } from '../../support/nopcommerce-double/outbox'

import { standInPlugin } from './stand-in-plugin'

const { double, call } = standInPlugin()

let made = 0
const uniqueEmail = () => `contract-${Date.now()}-${++made}@example.be`

async function guestToken() {
  const { body } = await call('POST', 'Authenticate/GetToken', { json: { is_guest: true } })
  return body as { customer_id: number; token: string }
}

/** A customer registered through the plugin: the guest's token now speaks for them. */
async function customer(password = 'wachtwoord-1') {
  const guest = await guestToken()
  const email = uniqueEmail()
  const { status } = await call('POST', 'Customer/Register', {
    token: guest.token,
    json: { model: { email, password, first_name: 'An', last_name: 'Peeters' }, form: {} },
  })
  expect(status).toBe(200)
  return { id: guest.customer_id, token: guest.token, email, password }
}

const address = (changes: Record<string, unknown> = {}) => ({
  model: {
    address: {
      first_name: 'An',
      last_name: 'Peeters',
      email: 'an@example.be',
      country_id: 22,
      city: 'Gent',
      address1: 'Kouter 12',
      zip_postal_code: '9000',
      phone_number: '+32 9 123 45 67',
      ...changes,
    },
  },
  form: { address_attribute_1: '12' },
})

const middlewareRefusal = (message: string) => ({
  message,
  inner_exception_message: null,
  stack_trace: '',
})

describe('AuthenticateController.cs, GetToken (AuthorizationUserService.cs)', () => {
  it('makes a guest without a token: username, customer_id and token, no GUID', async () => {
    const { status, body } = await call('POST', 'Authenticate/GetToken', {
      json: { is_guest: true },
    })
    expect(status).toBe(200)
    expect(Object.keys(body as object).sort()).toEqual(['customer_id', 'token', 'username'])
    expect(body).toMatchObject({ username: null, customer_id: expect.any(Number) })
  })

  it('names the customer the e-mail address and password are right for', async () => {
    const { id, email, password } = await customer()
    const { status, body } = await call('POST', 'Authenticate/GetToken', {
      json: { email: email.toUpperCase(), password },
    })
    expect(status).toBe(200)
    expect(body).toEqual({ username: email, customer_id: id, token: expect.any(String) })
  })

  it('refuses a wrong password with the error middleware’s 400 (a NopException), not 401', async () => {
    const { email } = await customer()
    const { status, body } = await call('POST', 'Authenticate/GetToken', {
      json: { email, password: 'not-it' },
    })
    expect(status).toBe(400)
    expect(body).toEqual(middlewareRefusal('Username or password is incorrect'))
  })

  it('refuses a request without a body as ASP.NET Core does ([ApiController])', async () => {
    const { status, body } = await call('POST', 'Authenticate/GetToken')
    expect(status).toBe(400)
    expect(body).toMatchObject({ title: 'One or more validation errors occurred.', status: 400 })
  })
})

describe('AuthorizeAttribute.cs and JwtMiddleware.cs', () => {
  it('answers 401 only without a valid token; a guest’s token is valid', async () => {
    expect(await call('GET', 'Customer/Info')).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    })
    expect((await call('GET', 'Customer/Info', { token: 'made-up' })).status).toBe(401)
    const guest = await guestToken()
    expect((await call('GET', 'Customer/Info', { token: guest.token })).status).toBe(400)
  })
})

describe('CommonController.cs, SetLanguage and GetLanguageSelector', () => {
  it('sets the working language of the customer behind the token, which the selector names', async () => {
    const { token } = await guestToken()
    const set = await call('POST', 'Common/SetLanguage/5', { token })
    expect(set).toEqual({ status: 200, body: undefined })
    const { body } = await call('GET', 'Common/GetLanguageSelector', { token })
    expect(body).toMatchObject({ current_language_id: 5 })
    // An unknown language leaves the customer without one: the shop's default (Dutch) applies.
    await call('POST', 'Common/SetLanguage/77', { token })
    expect((await call('GET', 'Common/GetLanguageSelector', { token })).body).toMatchObject({
      current_language_id: 2,
    })
  })
})

describe('CustomerController.cs, Register', () => {
  it('makes the guest behind the token the customer, with the same id; answers the model', async () => {
    const { id, token, email } = await customer()
    const { status, body } = await call('GET', 'Customer/Info', { token })
    expect(status).toBe(200)
    expect(body).toMatchObject({ email, first_name: 'An', custom_properties: {} })
    const signedIn = await call('POST', 'Authenticate/GetToken', {
      json: { email, password: 'wachtwoord-1' },
    })
    expect(signedIn.body).toMatchObject({ customer_id: id })
  })

  it('refuses with its list of errors: a known address, a blank password, a second time', async () => {
    const known = await customer()
    const register = async (token: string, model: Record<string, unknown>) =>
      call('POST', 'Customer/Register', { token, json: { model, form: {} } })
    const fresh = await guestToken()
    expect(await register(fresh.token, { email: known.email, password: 'x-y-z-1' })).toEqual({
      status: 400,
      body: ['Het opgegeven e-mailadres bestaat al'],
    })
    expect(await register(fresh.token, { email: uniqueEmail(), password: '  ' })).toEqual({
      status: 400,
      body: ['Password is not provided'],
    })
    expect(await register(known.token, { email: uniqueEmail(), password: 'x-y-z-1' })).toEqual({
      status: 400,
      body: ['Current customer is already registered'],
    })
  })

  it('applies none of the shop’s password rules (its validators do not see the plugin’s DTOs)', async () => {
    const { token } = await guestToken()
    const { status } = await call('POST', 'Customer/Register', {
      token,
      json: { model: { email: uniqueEmail(), password: 'x' }, form: {} },
    })
    expect(status).toBe(200)
  })
})

describe('CustomerController.cs, Info', () => {
  it('has no customer id and no language: custom_properties stay empty', async () => {
    const { token } = await customer()
    const { body } = await call('GET', 'Customer/Info', { token })
    expect(body).not.toHaveProperty('customer_id')
    expect(body).not.toHaveProperty('language_id')
    expect((body as { custom_properties: object }).custom_properties).toEqual({})
  })

  it('refuses a guest with its own 400, the text “Customer is not registered.”', async () => {
    const { token } = await guestToken()
    expect(await call('GET', 'Customer/Info', { token })).toEqual({
      status: 400,
      body: 'Customer is not registered.',
    })
  })

  it('saves the posted model with 200, what went wrong in `errors`; the newsletter box at once', async () => {
    const { token, email } = await customer()
    const { body: model } = await call('GET', 'Customer/Info', { token })
    const on = await call('POST', 'Customer/Info', {
      token,
      json: { model: { ...(model as object), newsletter: true }, form: {} },
    })
    expect(on).toMatchObject({ status: 200, body: { errors: [] } })
    expect((await call('GET', 'Customer/Info', { token })).body).toMatchObject({ newsletter: true })
    const other = await customer()
    const taken = await call('POST', 'Customer/Info', {
      token,
      json: { model: { ...(model as object), email: other.email }, form: {} },
    })
    expect(taken.status).toBe(200)
    expect((taken.body as { errors: string[] }).errors).toHaveLength(1)
    expect((await call('GET', 'Customer/Info', { token })).body).toMatchObject({ email })
  })
})

describe('CustomerController.cs, Login (ShoppingCartService.MigrateShoppingCartAsync)', () => {
  const product = () =>
    double().state.products.find((known) => known.published && saleUnit(known).available >= 5)!

  it('answers true, or its own 400 text for wrong credentials', async () => {
    const { email, password } = await customer()
    const guest = await guestToken()
    expect(
      await call('POST', 'Customer/Login', { token: guest.token, json: { email, password } }),
    ).toEqual({ status: 200, body: true })
    expect(
      await call('POST', 'Customer/Login', {
        token: guest.token,
        json: { email, password: 'not-it' },
      }),
    ).toEqual({ status: 400, body: 'Username or password is incorrect' })
  })

  it('adds the guest’s items onto the account’s, drops what would pass the stock, and moves the checkout attributes', async () => {
    const { id, email, password } = await customer()
    const guest = await guestToken()
    const { id: productId } = product()
    const available = saleUnit(product()).available
    const account = double().state.cartOf(id)
    account.items.push({
      id: double().state.nextId(),
      productId,
      quantity: available,
      giftCard: null,
    })
    account.checkoutAttributes = { checkout_attribute_2: '7' }
    const other = double().state.products.find(
      (known) => known.id !== productId && known.published && saleUnit(known).available >= 2,
    )!
    const guestCart = double().state.cartOf(guest.customer_id)
    guestCart.items.push(
      { id: double().state.nextId(), productId, quantity: 1, giftCard: null },
      { id: double().state.nextId(), productId: other.id, quantity: 2, giftCard: null },
    )
    guestCart.checkoutAttributes = { checkout_attribute_2: '8' }
    guestCart.discountCodes = ['WELKOM']

    await call('POST', 'Customer/Login', { token: guest.token, json: { email, password } })
    const merged = double().state.cartOf(id)
    expect(merged.items.map((item) => [item.productId, item.quantity])).toEqual([
      [productId, available],
      [other.id, 2],
    ])
    expect(merged.checkoutAttributes).toEqual({ checkout_attribute_2: '8' })
    expect(merged.discountCodes).toEqual(['WELKOM'])
    expect(double().state.carts.get(guest.customer_id)?.items ?? []).toEqual([])
  })
})

describe('CustomerController.cs, ChangePassword (CustomerRegistrationService.ChangePasswordAsync)', () => {
  it('changes the password, refusing with its list: a wrong old one, one of the last four', async () => {
    const { token, email } = await customer()
    const change = (oldPassword: string, newPassword: string) =>
      call('POST', 'Customer/ChangePassword', {
        token,
        json: {
          old_password: oldPassword,
          new_password: newPassword,
          confirm_new_password: newPassword,
        },
      })
    expect(await change('not-it', 'twaalf-tekens')).toEqual({
      status: 400,
      body: ['Oud wachtwoord komt niet overeen'],
    })
    expect((await change('wachtwoord-1', 'twaalf-tekens')).status).toBe(200)
    const reused = await change('twaalf-tekens', 'wachtwoord-1')
    expect(reused.status).toBe(400)
    expect(reused.body).toHaveLength(1)
    expect(
      (await call('POST', 'Authenticate/GetToken', { json: { email, password: 'twaalf-tekens' } }))
        .status,
    ).toBe(200)
  })

  it('refuses a guest with its list: “Customer is not registered.”', async () => {
    const { token } = await guestToken()
    const { status, body } = await call('POST', 'Customer/ChangePassword', {
      token,
      json: { old_password: 'a', new_password: 'b', confirm_new_password: 'b' },
    })
    expect({ status, body }).toEqual({ status: 400, body: ['Customer is not registered.'] })
  })
})

describe('CustomerController.cs, password recovery (MessageTokenProvider, PasswordRecoveryURL)', () => {
  async function recovery() {
    const known = await customer()
    const anonymous = await guestToken()
    await call('POST', 'Common/SetLanguage/5', { token: anonymous.token })
    const sent = await call('POST', 'Customer/PasswordRecoverySend', {
      token: anonymous.token,
      json: { email: known.email, custom_properties: { password_recovery_url: 'https://x/' } },
    })
    expect(sent).toMatchObject({
      status: 200,
      body: { result: 'Email with instructions has been sent to you.' },
    })
    const mail = outbox(double().state)
      .filter((entry) => entry.to === known.email && entry.kind === 'password-recovery')
      .at(-1)!
    return { known, anonymous: anonymous.token, mail, link: new URL(mail.link) }
  }

  it('mails its own link, in the caller’s language, whatever custom properties say', async () => {
    const { mail, link } = await recovery()
    expect(mail.languageId).toBe(5)
    expect(`${link.origin}${link.pathname}`).toBe('https://nop.example/passwordrecovery/confirm')
    expect([...link.searchParams.keys()]).toEqual(['token', 'guid'])
  })

  it('answers 200 for an unknown address too, saying so only in its result', async () => {
    const { token } = await guestToken()
    const { status, body } = await call('POST', 'Customer/PasswordRecoverySend', {
      token,
      json: { email: 'nobody@example.be' },
    })
    expect({ status, body }).toMatchObject({ status: 200, body: { result: 'Email not found.' } })
  })

  it('requires token, e-mail and customer GUID ([Required]); 404 for an unknown customer', async () => {
    const { anonymous, link } = await recovery()
    const token = link.searchParams.get('token')!
    const guid = link.searchParams.get('guid')!
    const confirm = (query: Record<string, string>) =>
      call('POST', 'Customer/PasswordRecoveryConfirm', { token: anonymous, query })
    expect((await confirm({ token, customerGuid: guid })).status).toBe(400)
    expect((await confirm({ token, email: '', customerGuid: guid })).status).toBe(400)
    expect((await confirm({ token, email: 'x', customerGuid: 'not-a-guid' })).status).toBe(400)
    const unknown = await confirm({ token, email: 'x', customerGuid: crypto.randomUUID() })
    expect(unknown.status).toBe(404)
    expect(typeof unknown.body).toBe('string')
    expect(await confirm({ token, email: guid, customerGuid: guid })).toMatchObject({
      status: 200,
      body: { disable_password_changing: false },
    })
  })

  it('answers the POST with 200 always: changing switched off once changed or for a bad link, on for a refused password', async () => {
    const { known, anonymous, link } = await recovery()
    const guid = link.searchParams.get('guid')!
    const post = (token: string, password: string) =>
      call('POST', 'Customer/PasswordRecoveryConfirmPOST', {
        token: anonymous,
        query: { token, email: guid, customerGuid: guid },
        json: { new_password: password, confirm_new_password: password },
      })
    const token = link.searchParams.get('token')!
    expect(await post(crypto.randomUUID(), 'nieuw-1')).toMatchObject({
      status: 200,
      body: { disable_password_changing: true, result: 'Wrong password recovery token' },
    })
    expect(await post(token, known.password)).toMatchObject({
      status: 200,
      body: { disable_password_changing: false },
    })
    expect(await post(token, 'nieuw-1')).toMatchObject({
      status: 200,
      body: { disable_password_changing: true, result: 'Your password has been changed' },
    })
    expect(await post(token, 'nieuw-2')).toMatchObject({
      body: { disable_password_changing: true },
    })
    expect(double().state.customers.get(known.id)?.password).toBe('nieuw-1')
  })
})

describe('CustomerController.cs, the address book', () => {
  it('refuses a guest’s address book with 400, “Customer is not registered.”', async () => {
    const { token } = await guestToken()
    for (const [method, path] of [
      ['GET', 'Customer/Addresses'],
      ['POST', 'Customer/AddressAdd'],
      ['GET', 'Customer/AddressEdit/1'],
      ['DELETE', 'Customer/AddressDelete/1'],
    ])
      expect(
        await call(method, path, { token, json: method === 'POST' ? address() : undefined }),
      ).toEqual({ status: 400, body: 'Customer is not registered.' })
  })

  it('adds with POST AddressAdd: 200 with the model as posted, without the new id; no field checks', async () => {
    const { token } = await customer()
    const added = await call('POST', 'Customer/AddressAdd', { token, json: address() })
    expect(added).toEqual({ status: 200, body: { model: address().model, errors: null } })
    const lax = await call('POST', 'Customer/AddressAdd', {
      token,
      json: address({ city: '', zip_postal_code: '' }),
    })
    expect(lax.body).toMatchObject({ errors: null })
    const { body } = await call('GET', 'Customer/Addresses', { token })
    const listed = (body as { addresses: Array<{ id: number; city: string }> }).addresses
    expect(listed.map((entry) => entry.city)).toEqual(['Gent', ''])
    expect(listed[0].id).toBeGreaterThan(0)
  })

  it('answers a required custom attribute left empty with 200 and its warning, and keeps nothing', async () => {
    const { token } = await customer()
    const { status, body } = await call('POST', 'Customer/AddressAdd', {
      token,
      json: { ...address(), form: {} },
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ errors: ['Please select House number'] })
    expect((await call('GET', 'Customer/Addresses', { token })).body).toMatchObject({
      addresses: [],
    })
  })

  it('prepares an address with GET AddressEdit/{id}; updates with PUT AddressEdit, the id in the model', async () => {
    const owner = await customer()
    const other = await customer()
    await call('POST', 'Customer/AddressAdd', { token: owner.token, json: address() })
    const { body } = await call('GET', 'Customer/Addresses', { token: owner.token })
    const { id } = (body as { addresses: Array<{ id: number }> }).addresses[0]

    const prepared = await call('GET', `Customer/AddressEdit/${id}`, { token: owner.token })
    expect(prepared.body).toMatchObject({ address: { id, city: 'Gent' } })
    expect(await call('GET', `Customer/AddressEdit/${id}`, { token: other.token })).toEqual({
      status: 404,
      body: `Address by id=${id} is not found.`,
    })

    const edit = address({ id, city: 'Brugge' })
    expect(await call('PUT', 'Customer/AddressEdit', { token: other.token, json: edit })).toEqual({
      status: 404,
      body: `Address by id=${id} is not found.`,
    })
    expect(
      await call('PUT', 'Customer/AddressEdit', { token: owner.token, json: edit }),
    ).toMatchObject({ status: 200, body: { errors: null } })
    expect(
      (await call('GET', `Customer/AddressEdit/${id}`, { token: owner.token })).body,
    ).toMatchObject({ address: { city: 'Brugge' } })
  })

  it('answers 405 for an edit sent as POST, or with the id in the route', async () => {
    const { token } = await customer()
    expect((await call('POST', 'Customer/AddressEdit/1', { token, json: address() })).status).toBe(
      405,
    )
    expect((await call('PUT', 'Customer/AddressEdit/1', { token, json: address() })).status).toBe(
      405,
    )
    expect((await call('POST', 'Customer/AddressDelete/1', { token })).status).toBe(405)
  })

  it('deletes with DELETE AddressDelete/{id}; someone else’s address is quietly left alone', async () => {
    const owner = await customer()
    const other = await customer()
    await call('POST', 'Customer/AddressAdd', { token: owner.token, json: address() })
    const list = async () =>
      (
        (await call('GET', 'Customer/Addresses', { token: owner.token })).body as {
          addresses: Array<{ id: number }>
        }
      ).addresses
    const [{ id }] = await list()
    expect(await call('DELETE', `Customer/AddressDelete/${id}`, { token: other.token })).toEqual({
      status: 200,
      body: '/customer/addresses',
    })
    expect(await list()).toHaveLength(1)
    expect(
      (await call('DELETE', `Customer/AddressDelete/${id}`, { token: owner.token })).status,
    ).toBe(200)
    expect(await list()).toEqual([])
  })
})

describe('NewsletterController.cs', () => {
  const mails = (email: string) => outbox(double().state).filter((mail) => mail.to === email)

  it('refuses a wrong address with its own 400 text; answers a message string otherwise', async () => {
    const { token } = await guestToken()
    const subscribe = (email: string, on: boolean) =>
      call('GET', 'Newsletter/SubscribeNewsletter', {
        token,
        query: { email, subscribe: String(on) },
      })
    expect(await subscribe('not-an-address', true)).toEqual({ status: 400, body: 'Wrong email' })
    const email = uniqueEmail()
    expect(await subscribe(email, true)).toEqual({
      status: 200,
      body: 'A verification email has been sent. Thank you for subscribing.',
    })
    // An inactive subscription is mailed its activation link again; leaving it mails nothing.
    await subscribe(email, true)
    await subscribe(email, false)
    expect(mails(email).map((mail) => mail.kind)).toEqual([
      'newsletter-activation',
      'newsletter-activation',
    ])
  })

  it('activates by the subscription’s GUID, deletes with active=false; 404 unknown, 400 not a GUID', async () => {
    const { token } = await guestToken()
    const email = uniqueEmail()
    await call('GET', 'Newsletter/SubscribeNewsletter', {
      token,
      query: { email, subscribe: 'true' },
    })
    const guid = mails(email).at(-1)!.link.split('/').at(-2)!
    const activate = (value: string, active: boolean) =>
      call('GET', 'Newsletter/SubscriptionActivation', {
        token,
        query: { token: value, active: String(active) },
      })
    expect((await activate('made-up', true)).status).toBe(400)
    expect(await activate(crypto.randomUUID(), true)).toMatchObject({ status: 404 })
    expect(await activate(guid, true)).toMatchObject({
      status: 200,
      body: { result: 'Your subscription has been activated.' },
    })
    await call('GET', 'Newsletter/SubscribeNewsletter', {
      token,
      query: { email, subscribe: 'false' },
    })
    expect(mails(email).at(-1)!.kind).toBe('newsletter-deactivation')
    expect((await activate(guid, false)).status).toBe(200)
    expect((await activate(guid, true)).status).toBe(404)
  })
})

describe('not in the plugin', () => {
  it('has no ShoppingCart/MergeNotice: only an optional extension, off by default', async () => {
    const { token } = await customer()
    expect((await call('POST', 'ShoppingCart/MergeNotice', { token })).status).toBe(404)
    double().extensions = true
    try {
      expect((await call('POST', 'ShoppingCart/MergeNotice', { token })).body).toEqual({
        items: [],
      })
    } finally {
      double().extensions = false
    }
  })
})
