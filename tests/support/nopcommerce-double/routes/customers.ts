import { randomUUID } from 'node:crypto'

import { isEmail } from '@/commerce/rules/email'

import {
  badRequest,
  type DoubleAnswer,
  type DoubleRequest,
  type DoubleRoute,
  unauthorized,
} from '../http'
import { addressModel, enteredAttributes, postedAddress } from '../address-model'
import { sendMail, storeUrl } from '../outbox'
import type { DoubleAddress, DoubleCustomer, DoubleState } from '../state'
import { setSubscription, subscriptionOf } from './newsletter'

/** nopCommerce's messages in the customer's language (NL 2, FR 5, EN 1). */
const messages = {
  emailExists: {
    1: 'The specified email already exists',
    2: 'Het opgegeven e-mailadres bestaat al',
    5: "L'adresse e-mail spécifiée existe déjà",
  },
  oldPasswordWrong: {
    1: "Old password doesn't match",
    2: 'Oud wachtwoord komt niet overeen',
    5: "L'ancien mot de passe ne correspond pas",
  },
} as const

const say = (message: keyof typeof messages, languageId: number) =>
  messages[message][languageId as 1 | 2 | 5] ?? messages[message][1]

/** nopCommerce's default (Customer settings › Password minimum length); a test may set another. */
const DEFAULT_PASSWORD_MIN_LENGTH = 6

/** What the shop's password rules say against a password, in the customer's language; null if none. */
function passwordRuleBroken(state: DoubleState, password: string, languageId: number) {
  const minimum =
    (state.extra.passwordMinLength as number | undefined) ?? DEFAULT_PASSWORD_MIN_LENGTH
  if (password.length >= minimum) return null
  const rule = {
    1: `Password must meet the following rules: must have at least ${minimum} characters`,
    2: `Wachtwoord moet aan de volgende regels voldoen: minstens ${minimum} tekens`,
    5: `Le mot de passe doit respecter les règles suivantes : au moins ${minimum} caractères`,
  }
  return rule[languageId as 1 | 2 | 5] ?? rule[1]
}

/** PasswordRecoveryConfirmPOST's refusal: its model, with password changing off for a bad link. */
const recoveryRefused = (result: string, badLink: boolean): DoubleAnswer => ({
  status: 400,
  json: {
    new_password: null,
    confirm_new_password: null,
    disable_password_changing: badLink,
    result,
    return_url: null,
  },
})

const PASSWORD_RECOVERY_MS = 24 * 60 * 60 * 1000

type Model = Record<string, unknown>
type ModelRequest = { model?: Model; form?: Record<string, unknown> }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const modelOf = (body: unknown) => ((body ?? {}) as ModelRequest).model ?? {}

/** The registered customer behind the request, or the plugin's 401. */
function registered(
  request: DoubleRequest,
  then: (customer: DoubleCustomer) => DoubleAnswer,
): DoubleAnswer {
  return request.customer && !request.customer.isGuest ? then(request.customer) : unauthorized
}

const modelOfAddress = (customer: DoubleCustomer, { id, ...fields }: DoubleAddress) =>
  addressModel(id, fields, enteredAttributes(customer)[id] ?? {})

function saveAddress(
  state: DoubleState,
  customer: DoubleCustomer,
  body: unknown,
  id?: number,
): DoubleAnswer {
  const request = (body ?? {}) as ModelRequest
  const posted = postedAddress(request.model?.address, request.form)
  if (typeof posted === 'string') return badRequest(posted)
  let address = customer.addresses.find((known) => known.id === id)
  if (address) Object.assign(address, posted.fields)
  else {
    address = { id: state.nextId(), ...posted.fields }
    customer.addresses.push(address)
  }
  enteredAttributes(customer)[address.id] = posted.attributes
  return { json: { model: { address: modelOfAddress(customer, address) }, errors: [] } }
}

const notFound: DoubleAnswer = { status: 404, json: { message: 'Address not found' } }

function infoModel(state: DoubleState, customer: DoubleCustomer) {
  const extra = customer.extra as Record<string, unknown>
  return {
    email: customer.email,
    gender: extra.gender ?? '',
    first_name: customer.firstName,
    last_name: customer.lastName,
    date_of_birth_day: extra.dateOfBirthDay ?? null,
    date_of_birth_month: extra.dateOfBirthMonth ?? null,
    date_of_birth_year: extra.dateOfBirthYear ?? null,
    company: extra.company ?? '',
    phone: extra.phone ?? '',
    fax: extra.fax ?? '',
    vat_number: extra.vatNumber ?? '',
    newsletter: subscriptionOf(state, customer.email ?? '')?.active === true,
    custom_properties: {
      customer_id: String(customer.id),
      language_id: String(customer.languageId),
    },
  }
}

const findRegistered = (state: DoubleState, test: (customer: DoubleCustomer) => boolean) =>
  [...state.customers.values()].find((customer) => !customer.isGuest && test(customer))

type Recovery = { token: string; expires: number }

/** Customer registration, info, passwords and the address book. */
export const customersRoutes: DoubleRoute[] = [
  {
    method: 'POST',
    path: 'Customer/Register',
    handle({ body, customer, state }) {
      if (!customer) return unauthorized
      if (!customer.isGuest) return badRequest('Already registered')
      const model = modelOf(body)
      const email = text(model.email).toLowerCase()
      if (!isEmail(email)) return badRequest('Wrong email')
      const password = typeof model.password === 'string' ? model.password : ''
      const broken = passwordRuleBroken(state, password, customer.languageId)
      if (broken) return badRequest(broken)
      if (model.confirm_password !== password) return badRequest('The passwords do not match')
      if (!text(model.first_name)) return badRequest('First name is required')
      if (!text(model.last_name)) return badRequest('Last name is required')
      if (findRegistered(state, (known) => known.email === email))
        return badRequest(say('emailExists', customer.languageId))
      Object.assign(customer, {
        isGuest: false,
        email,
        password,
        firstName: text(model.first_name),
        lastName: text(model.last_name),
      })
      Object.assign(customer.extra, {
        gender: text(model.gender),
        dateOfBirthDay: model.date_of_birth_day ?? null,
        dateOfBirthMonth: model.date_of_birth_month ?? null,
        dateOfBirthYear: model.date_of_birth_year ?? null,
        company: text(model.company),
        phone: text(model.phone),
        fax: text(model.fax),
        vatNumber: text(model.vat_number),
      })
      if (model.newsletter === true) setSubscription(state, email, true, customer.languageId)
      return { json: { result: 'Your registration completed', return_url: null } }
    },
  },
  {
    method: 'GET',
    path: 'Customer/Info',
    handle: (request) =>
      registered(request, (customer) => ({ json: infoModel(request.state, customer) })),
  },
  {
    method: 'POST',
    path: 'Customer/Info',
    handle: (request) =>
      registered(request, (customer) => {
        const model = modelOf(request.body)
        if (!text(model.first_name) || !text(model.last_name))
          return badRequest('First name and last name are required')
        customer.firstName = text(model.first_name)
        customer.lastName = text(model.last_name)
        Object.assign(customer.extra, { company: text(model.company), phone: text(model.phone) })
        // The customer's own page sets the subscription at once, without a confirmation mail.
        setSubscription(
          request.state,
          customer.email!,
          model.newsletter === true,
          customer.languageId,
        )
        return { json: { model: infoModel(request.state, customer), errors: [] } }
      }),
  },
  {
    method: 'POST',
    path: 'Customer/PasswordRecoverySend',
    handle({ body, customer: caller, state }) {
      if (!caller) return unauthorized
      const input = (body ?? {}) as { email?: unknown; custom_properties?: Record<string, unknown> }
      const email = text(input.email).toLowerCase()
      const customer = findRegistered(state, (known) => known.email === email)
      if (customer) {
        const recovery: Recovery = {
          token: randomUUID(),
          expires: Date.now() + PASSWORD_RECOVERY_MS,
        }
        customer.extra.passwordRecovery = recovery
        const template = text(input.custom_properties?.password_recovery_url)
        sendMail(state, {
          to: email,
          kind: 'password-recovery',
          link: template
            ? template.replace('{token}', encodeURIComponent(`${customer.guid}.${recovery.token}`))
            : `${storeUrl}passwordrecovery/confirm?token=${recovery.token}&guid=${customer.guid}`,
          languageId: customer.languageId,
        })
      }
      return { json: { email, result: 'Email with instructions has been sent to you.' } }
    },
  },
  {
    method: 'POST',
    path: 'Customer/PasswordRecoveryConfirmPOST',
    handle({ query, body, customer: caller, state }) {
      if (!caller) return unauthorized
      const guid = query.get('customerGuid') ?? ''
      const email = (query.get('email') ?? '').trim().toLowerCase()
      const customer = findRegistered(
        state,
        (known) => known.guid === guid || (!!email && known.email === email),
      )
      if (!customer) return { status: 404, json: { message: 'Customer not found' } }
      const recovery = customer.extra.passwordRecovery as Recovery | undefined
      if (!recovery || recovery.token !== query.get('token'))
        return recoveryRefused('Wrong password recovery token', true)
      if (recovery.expires < Date.now())
        return recoveryRefused('Your password recovery link is expired', true)
      const input = (body ?? {}) as { new_password?: unknown; confirm_new_password?: unknown }
      const password = typeof input.new_password === 'string' ? input.new_password : ''
      const broken = passwordRuleBroken(state, password, customer.languageId)
      if (broken) return recoveryRefused(broken, false)
      if (input.confirm_new_password !== password)
        return recoveryRefused('The passwords do not match', false)
      customer.password = password
      delete customer.extra.passwordRecovery
      return { json: { result: 'Your password has been changed', disable_password_changing: true } }
    },
  },
  {
    method: 'POST',
    path: 'Customer/ChangePassword',
    handle: (request) =>
      registered(request, (customer) => {
        const input = (request.body ?? {}) as Record<string, unknown>
        // As nopCommerce: the form's rules first, then the old password.
        const password = typeof input.new_password === 'string' ? input.new_password : ''
        const broken = passwordRuleBroken(request.state, password, customer.languageId)
        if (broken) return badRequest(broken)
        if (input.old_password !== customer.password)
          return badRequest(say('oldPasswordWrong', customer.languageId))
        if (input.confirm_new_password !== password) return badRequest('The passwords do not match')
        customer.password = password
        return { json: { result: 'Password was changed' } }
      }),
  },
  {
    method: 'GET',
    path: 'Customer/Addresses',
    handle: (request) =>
      registered(request, (customer) => ({
        json: { addresses: customer.addresses.map((address) => modelOfAddress(customer, address)) },
      })),
  },
  {
    method: 'GET',
    path: 'Customer/AddressEdit/:id',
    handle: (request) =>
      registered(request, (customer) => {
        const address = customer.addresses.find((known) => known.id === Number(request.params.id))
        return address ? { json: { address: modelOfAddress(customer, address) } } : notFound
      }),
  },
  {
    method: 'POST',
    path: 'Customer/AddressAdd',
    handle: (request) =>
      registered(request, (customer) => saveAddress(request.state, customer, request.body)),
  },
  {
    method: 'POST',
    path: 'Customer/AddressEdit/:id',
    handle: (request) =>
      registered(request, (customer) => {
        const id = Number(request.params.id)
        if (!customer.addresses.some((known) => known.id === id)) return notFound
        return saveAddress(request.state, customer, request.body, id)
      }),
  },
  {
    method: 'POST',
    path: 'Customer/AddressDelete/:id',
    handle: (request) =>
      registered(request, (customer) => {
        // As nopCommerce: someone else's address is quietly left alone.
        const id = Number(request.params.id)
        customer.addresses = customer.addresses.filter((known) => known.id !== id)
        delete enteredAttributes(customer)[id]
        if (customer.billingAddressId === id) customer.billingAddressId = null
        if (customer.shippingAddressId === id) customer.shippingAddressId = null
        return { json: { redirect: '/customer/addresses' } }
      }),
  },
]
