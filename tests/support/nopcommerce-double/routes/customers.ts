import { randomUUID } from 'node:crypto'

import { isEmail } from '@/commerce/rules/email'

import { addressModel, enteredAddress, enteredAttributes } from '../address-model'
import {
  type DoubleAnswer,
  type DoubleRequest,
  type DoubleRoute,
  dictionary,
  missingBody,
  missingQuery,
  notFoundText,
  refusedWithList,
  refusedWithText,
  unauthorized,
  validationProblem,
} from '../http'
import { sendMail, storeUrl } from '../outbox'
import {
  type DoubleAddress,
  type DoubleCustomer,
  type DoubleState,
  registeredByEmail,
} from '../state'
import { setSubscription, subscriptionOf } from './newsletter'
import { changePassword, say, setPassword } from './passwords'

type Model = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const modelOf = (body: unknown) => ((body ?? {}) as { model?: Model }).model ?? {}
const formOf = (body: unknown) => dictionary((body as { form?: unknown } | null)?.form)

/**
 * The actions of CustomerController.cs that need a registered customer: no valid token is the
 * Authorize filter's 401; a guest's token is the action's own 400, "Customer is not registered.".
 */
function registered(
  request: DoubleRequest,
  then: (customer: DoubleCustomer) => DoubleAnswer,
  refuseGuest: DoubleAnswer = refusedWithText('Customer is not registered.'),
): DoubleAnswer {
  if (!request.customer) return unauthorized
  return request.customer.isGuest ? refuseGuest : then(request.customer)
}

const modelOfAddress = (customer: DoubleCustomer, { id, ...fields }: DoubleAddress) =>
  addressModel(id, fields, enteredAttributes(customer)[id] ?? {})

const ownAddress = (customer: DoubleCustomer, id: number) =>
  customer.addresses.find((known) => known.id === id)

const addressNotFound = (id: unknown) => notFoundText(`Address by id=${id} is not found.`)

/** CustomerInfoModelDto.cs: no customer id and no language; custom properties stay empty. */
function infoModel(state: DoubleState, customer: DoubleCustomer) {
  const extra = customer.extra
  return {
    email: customer.email,
    username: customer.email,
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
    newsletter_enabled: true,
    newsletter: subscriptionOf(state, customer.email ?? '')?.active === true,
    custom_properties: {},
  }
}

/** The form fields the shop has switched on (Customer settings › Customer form fields). */
function keepFormFields(customer: DoubleCustomer, model: Model) {
  customer.firstName = text(model.first_name)
  customer.lastName = text(model.last_name)
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
}

/** CustomerRegistrationService.RegisterCustomerAsync: its first error, or null. */
function registrationError(state: DoubleState, customer: DoubleCustomer, model: Model) {
  const email = text(model.email)
  if (!customer.isGuest) return 'Current customer is already registered'
  if (!email) return 'Email is not provided'
  if (!isEmail(email.toLowerCase())) return 'Wrong email'
  if (!text(model.password)) return 'Password is not provided'
  if (registeredByEmail(state, email)) return say('emailExists', customer.languageId)
  return null
}

/** CustomerRegistrationService.SetEmailAsync, as Info's POST calls it: its NopException, or null. */
function emailChangeError(state: DoubleState, customer: DoubleCustomer, email: string) {
  if (!isEmail(email.toLowerCase())) return 'New email is not valid'
  const other = registeredByEmail(state, email)
  return other && other.id !== customer.id ? 'The e-mail address is already in use' : null
}

type Recovery = { token: string; generatedAt: number }

/** Customer settings › Password recovery link. Days valid: nopCommerce's default, 7. */
const PASSWORD_RECOVERY_MS = 7 * 24 * 60 * 60 * 1000

/** What a password recovery link names: its customer (by e-mail, else GUID) and its token. */
function recoveryOf(request: DoubleRequest) {
  const { query, state } = request
  const missing = missingQuery(query, 'token', 'email', 'customerGuid')
  if (missing) return { refused: missing }
  const guid = query.get('customerGuid')!
  if (!/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(guid))
    return { refused: validationProblem({ customerGuid: [`The value '${guid}' is not valid.`] }) }
  const email = query.get('email')!
  // For links of older versions, which named the e-mail address: it is looked up first.
  const customer =
    registeredByEmail(state, email) ??
    [...state.customers.values()].find((known) => known.guid === guid.toLowerCase())
  if (!customer)
    return { refused: notFoundText(`Customer by guid=${guid} or email=${email} not found.`) }
  const recovery = customer.extra.passwordRecovery as Recovery | undefined
  const token = query.get('token')!
  return {
    customer,
    stored: recovery?.token ?? '',
    valid: !!recovery?.token && recovery.token.toLowerCase() === token.toLowerCase(),
    expired: !!recovery && recovery.generatedAt + PASSWORD_RECOVERY_MS < Date.now(),
  }
}

/** PasswordRecoveryConfirmModelDto.cs, as the confirm actions answer it (always 200). */
const recoveryModel = (result: string | null, disablePasswordChanging: boolean, posted = {}) => ({
  json: {
    new_password: null,
    confirm_new_password: null,
    ...posted,
    disable_password_changing: disablePasswordChanging,
    result,
    return_url: '/',
    custom_properties: {},
  },
})

/** Customer registration, info, passwords and the address book (CustomerController.cs). */
export const customersRoutes: DoubleRoute[] = [
  {
    // CustomerController.cs, Register: the guest behind the token becomes the customer. The
    // registration's own errors are the action's BadRequest(list); the shop's registration
    // method is Standard, so the answer is 200 with the register model.
    method: 'POST',
    path: 'Customer/Register',
    handle({ body, customer, state }) {
      if (!customer) return unauthorized
      const refused = missingBody(body)
      if (refused) return refused
      const model = modelOf(body)
      const error = registrationError(state, customer, model)
      if (error) return refusedWithList([error])
      Object.assign(customer, { isGuest: false, email: text(model.email) })
      setPassword(customer, String(model.password))
      keepFormFields(customer, model)
      // Registration's newsletter box subscribes at once (no e-mail validation in Standard).
      if (model.newsletter === true)
        setSubscription(state, customer.email!, true, customer.languageId)
      sendMail(state, {
        to: customer.email!,
        kind: 'welcome',
        link: storeUrl,
        languageId: customer.languageId,
      })
      return { json: { ...model, custom_properties: {} } }
    },
  },
  {
    // CustomerController.cs, Info (GET).
    method: 'GET',
    path: 'Customer/Info',
    handle: (request) =>
      registered(request, (customer) => ({ json: infoModel(request.state, customer) })),
  },
  {
    // CustomerController.cs, Info (POST): InfoResponse.cs, 200 with what went wrong in
    // `errors`; the newsletter box sets the subscription at once (off deletes it).
    method: 'POST',
    path: 'Customer/Info',
    handle: (request) =>
      registered(request, (customer) => {
        const refused = missingBody(request.body)
        if (refused) return refused
        const model = modelOf(request.body)
        const { state } = request
        const email = typeof model.email === 'string' ? model.email.trim() : null
        const error =
          email === null
            ? 'Object reference not set to an instance of an object.'
            : email.toLowerCase() === customer.email?.toLowerCase()
              ? null
              : emailChangeError(state, customer, email)
        if (error) return { json: { errors: [error], model: infoModel(state, customer) } }
        customer.email = email
        keepFormFields(customer, model)
        setSubscription(state, customer.email!, model.newsletter === true, customer.languageId)
        return { json: { errors: [], model } }
      }),
  },
  {
    // CustomerController.cs, PasswordRecoverySend: always 200 with the model and a result; the
    // mail, in the caller's working language, links to the store's own confirm page with the
    // recovery token and the customer's GUID (MessageTokenProvider, Customer.PasswordRecoveryURL).
    method: 'POST',
    path: 'Customer/PasswordRecoverySend',
    handle({ body, customer: caller, state }) {
      if (!caller) return unauthorized
      const refused = missingBody(body)
      if (refused) return refused
      const posted = body as { email?: unknown }
      // A missing e-mail address is a NullReferenceException: 500 through the error middleware.
      if (typeof posted.email !== 'string')
        return {
          status: 500,
          json: {
            message: 'Object reference not set to an instance of an object.',
            inner_exception_message: null,
            stack_trace: '',
          },
        }
      const customer = registeredByEmail(state, posted.email)
      if (!customer)
        return { json: { ...posted, result: 'Email not found.', custom_properties: {} } }
      const recovery: Recovery = { token: randomUUID(), generatedAt: Date.now() }
      customer.extra.passwordRecovery = recovery
      sendMail(state, {
        to: customer.email!,
        kind: 'password-recovery',
        link: `${storeUrl}passwordrecovery/confirm?token=${recovery.token}&guid=${customer.guid}`,
        languageId: caller.languageId,
      })
      return {
        json: {
          ...posted,
          result: 'Email with instructions has been sent to you.',
          custom_properties: {},
        },
      }
    },
  },
  {
    // CustomerController.cs, PasswordRecoveryConfirm: whether the link still lets the customer
    // choose a password (disable_password_changing false), always 200 for a known customer.
    method: 'POST',
    path: 'Customer/PasswordRecoveryConfirm',
    handle(request) {
      if (!request.customer) return unauthorized
      const found = recoveryOf(request)
      if ('refused' in found) return found.refused!
      if (!found.stored)
        return recoveryModel(
          'Your password has already been changed. For changing it once more, you need to again recover the password.',
          true,
        )
      if (!found.valid) return recoveryModel('Wrong password recovery token', true)
      if (found.expired) return recoveryModel('Your password recovery link is expired', true)
      return recoveryModel(null, false)
    },
  },
  {
    // CustomerController.cs, PasswordRecoveryConfirmPOST: 200 either way. A bad or expired link
    // and a changed password both come back with password changing switched off; a password
    // CustomerRegistrationService.ChangePasswordAsync refuses keeps the posted value (on).
    method: 'POST',
    path: 'Customer/PasswordRecoveryConfirmPOST',
    handle(request) {
      if (!request.customer) return unauthorized
      const refused = missingBody(request.body)
      if (refused) return refused
      const found = recoveryOf(request)
      if ('refused' in found) return found.refused!
      const posted = request.body as Model
      const { customer } = found
      if (!found.valid) return recoveryModel('Wrong password recovery token', true, posted)
      if (found.expired)
        return recoveryModel('Your password recovery link is expired', true, posted)
      const errors = changePassword(
        customer,
        posted.new_password,
        null,
        request.customer.languageId,
      )
      if (errors.length > 0)
        return recoveryModel(errors.join(';'), posted.disable_password_changing === true, posted)
      delete customer.extra.passwordRecovery
      return recoveryModel('Your password has been changed', true, posted)
    },
  },
  {
    // CustomerController.cs, ChangePassword (POST): ChangePasswordAsync's errors as a list.
    method: 'POST',
    path: 'Customer/ChangePassword',
    handle: (request) =>
      registered(
        request,
        (customer) => {
          const refused = missingBody(request.body)
          if (refused) return refused
          const input = request.body as Model
          const errors = changePassword(
            customer,
            input.new_password,
            input.old_password,
            customer.languageId,
          )
          return errors.length > 0 ? refusedWithList(errors) : { json: input }
        },
        refusedWithList(['Customer is not registered.']),
      ),
  },
  {
    // CustomerController.cs, Addresses.
    method: 'GET',
    path: 'Customer/Addresses',
    handle: (request) =>
      registered(request, (customer) => ({
        json: {
          addresses: customer.addresses.map((address) => modelOfAddress(customer, address)),
          custom_properties: {},
        },
      })),
  },
  {
    // CustomerController.cs, AddressEdit (GET) prepares the model of one of the customer's
    // addresses; anyone else's is not found.
    method: 'GET',
    path: 'Customer/AddressEdit/:addressId',
    handle: (request) =>
      registered(request, (customer) => {
        const address = ownAddress(customer, Number(request.params.addressId))
        if (!address) return addressNotFound(request.params.addressId)
        return { json: { address: modelOfAddress(customer, address), custom_properties: {} } }
      }),
  },
  {
    // CustomerController.cs, AddressAdd (POST): AddressAddResponse.cs. No address validator
    // runs; a required custom attribute left empty comes back in `errors` (200). The answer
    // holds the model as posted: the new address's id is not in it.
    method: 'POST',
    path: 'Customer/AddressAdd',
    handle: (request) =>
      registered(request, (customer) => {
        const refused = missingBody(request.body)
        if (refused) return refused
        const model = modelOf(request.body)
        const entered = enteredAddress(model.address, formOf(request.body))
        if (entered.warnings.length > 0) return { json: { model, errors: entered.warnings } }
        const address = { id: request.state.nextId(), ...entered.fields }
        customer.addresses.push(address)
        enteredAttributes(customer)[address.id] = entered.attributes
        return { json: { model, errors: null } }
      }),
  },
  {
    // CustomerController.cs, AddressEdit (PUT, no id in the route): the address is the one
    // `model.address.id` names, and must be the customer's. AddressEditResponse.cs.
    method: 'PUT',
    path: 'Customer/AddressEdit',
    handle: (request) =>
      registered(request, (customer) => {
        const refused = missingBody(request.body)
        if (refused) return refused
        const model = modelOf(request.body)
        const id = Number((model.address as Model | undefined)?.id ?? 0)
        const address = ownAddress(customer, id)
        if (!address) return addressNotFound(id)
        const entered = enteredAddress(model.address, formOf(request.body))
        if (entered.warnings.length > 0) return { json: { model, errors: entered.warnings } }
        Object.assign(address, entered.fields)
        enteredAttributes(customer)[id] = entered.attributes
        return { json: { model, errors: null } }
      }),
  },
  {
    // CustomerController.cs, AddressDelete (DELETE): someone else's address is quietly left
    // alone; the answer is the address list's URL either way.
    method: 'DELETE',
    path: 'Customer/AddressDelete/:addressId',
    handle: (request) =>
      registered(request, (customer) => {
        const id = Number(request.params.addressId)
        if (ownAddress(customer, id)) {
          customer.addresses = customer.addresses.filter((known) => known.id !== id)
          delete enteredAttributes(customer)[id]
          if (customer.billingAddressId === id) customer.billingAddressId = null
          if (customer.shippingAddressId === id) customer.shippingAddressId = null
        }
        return { json: '/customer/addresses' }
      }),
  },
]
