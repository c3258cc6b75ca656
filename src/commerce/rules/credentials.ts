import { asPostalForm, type PostalForm, postalProblems } from './address'
import { isEmail, normalizeEmail } from './email'
import { asFields, asText } from './form-input'

export const PASSWORD_MIN_LENGTH = 8

/** Message keys (namespace `auth.problems`) of what stops a form from being sent. */
export type CredentialProblem =
  | 'required'
  | 'invalid-email'
  | 'password-required'
  | 'password-too-short'
  | 'passwords-differ'
  | 'terms-required'
  | 'invalid-date'
  | 'invalid-postcode'
  | 'invalid-country'

type Problems<K extends string> = Partial<Record<K, CredentialProblem>>

export type LoginForm = { email: string; password: string }

export function loginProblems(form: LoginForm): Problems<keyof LoginForm> {
  const problems: Problems<keyof LoginForm> = { ...emailProblems(form) }
  if (!form.password) problems.password = 'password-required'
  return problems
}

export function emailProblems(form: { email: string }): Problems<'email'> {
  return isEmail(normalizeEmail(form.email)) ? {} : { email: 'invalid-email' }
}

export type RegistrationForm = {
  gender: 'male' | 'female' | 'unspecified'
  firstName: string
  lastName: string
  email: string
  password: string
  confirmPassword: string
  phone: string
  fax: string
  birthDate: string
  company: string
  vatNumber: string
  address: PostalForm
  deliverySameAsBilling: boolean
  /** Only read when the delivery address differs from the billing address. */
  delivery: PostalForm
  newsletter: boolean
  acceptTerms: boolean
}

/** A date field's value when it is a real calendar date (YYYY-MM-DD) in the past, else null. */
export function pastDate(value: string, today: Date): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  if (date.toISOString().slice(0, 10) !== value) return null
  return date < today ? value : null
}

export type NewPasswordForm = {
  currentPassword?: string
  password: string
  confirmPassword: string
}

export function newPasswordProblems(form: NewPasswordForm): Problems<keyof NewPasswordForm> {
  const problems: Problems<keyof NewPasswordForm> = {}
  if (form.currentPassword === '') problems.currentPassword = 'password-required'
  if (form.password.length < PASSWORD_MIN_LENGTH) problems.password = 'password-too-short'
  if (form.confirmPassword !== form.password) problems.confirmPassword = 'passwords-differ'
  return problems
}

/** Problems per field; those of the addresses under `address.` and `delivery.`. */
export function registrationProblems(
  form: RegistrationForm,
  today = new Date(),
): Partial<Record<string, CredentialProblem>> {
  const problems: Partial<Record<string, CredentialProblem>> = { ...newPasswordProblems(form) }
  for (const field of ['firstName', 'lastName', 'phone'] as const)
    if (!form[field].trim()) problems[field] = 'required'
  if (!isEmail(normalizeEmail(form.email))) problems.email = 'invalid-email'
  if (form.birthDate && !pastDate(form.birthDate, today)) problems.birthDate = 'invalid-date'
  const nested = (prefix: string, postal: PostalForm) => {
    for (const [field, problem] of Object.entries(postalProblems(postal)))
      problems[`${prefix}.${field}`] = problem
  }
  nested('address', form.address)
  if (!form.deliverySameAsBilling) nested('delivery', form.delivery)
  if (!form.acceptTerms) problems.acceptTerms = 'terms-required'
  return problems
}

/** A registration form as sent by a browser, whatever it holds, with every field typed. */
export function asRegistrationForm(raw: unknown): RegistrationForm {
  const form = asFields(raw)
  const gender = asText(form.gender)
  return {
    gender: gender === 'male' || gender === 'female' ? gender : 'unspecified',
    firstName: asText(form.firstName),
    lastName: asText(form.lastName),
    email: asText(form.email),
    password: asText(form.password),
    confirmPassword: asText(form.confirmPassword),
    phone: asText(form.phone),
    fax: asText(form.fax),
    birthDate: asText(form.birthDate),
    company: asText(form.company),
    vatNumber: asText(form.vatNumber),
    address: asPostalForm(form.address),
    deliverySameAsBilling: form.deliverySameAsBilling !== false,
    delivery: asPostalForm(form.delivery),
    newsletter: form.newsletter === true,
    acceptTerms: form.acceptTerms === true,
  }
}
