import type { DoubleCustomer } from '../state'

/** nopCommerce's messages in the caller's working language (NL 2, FR 5, EN 1). */
const messages = {
  emailExists: {
    1: 'The specified email already exists',
    2: 'Het opgegeven e-mailadres bestaat al',
    5: "L'adresse e-mail spécifiée existe déjà",
  },
  passwordMissing: {
    1: 'Password is not entered',
    2: 'Wachtwoord is niet ingevuld',
    5: "Le mot de passe n'est pas saisi",
  },
  oldPasswordWrong: {
    1: "Old password doesn't match",
    2: 'Oud wachtwoord komt niet overeen',
    5: "L'ancien mot de passe ne correspond pas",
  },
  passwordReused: {
    1: 'You entered the password that is the same as one of the last passwords you used. Please create a new password.',
    2: 'U hebt een wachtwoord ingevoerd dat u onlangs al gebruikte. Kies een nieuw wachtwoord.',
    5: 'Vous avez saisi un mot de passe déjà utilisé récemment. Veuillez en créer un nouveau.',
  },
} as const

export const say = (message: keyof typeof messages, languageId: number) =>
  messages[message][languageId as 1 | 2 | 5] ?? messages[message][1]

/** Customer settings › Unduplicated passwords number: nopCommerce's default, 4. */
const UNDUPLICATED_PASSWORDS = 4

const historyOf = (customer: DoubleCustomer) =>
  ((customer.extra.passwordHistory as string[] | undefined) ??= [])

/** The customer's new password, kept with the last ones (CustomerPassword records). */
export function setPassword(customer: DoubleCustomer, password: string) {
  customer.password = password
  customer.extra.passwordHistory = [password, ...historyOf(customer)].slice(
    0,
    UNDUPLICATED_PASSWORDS,
  )
}

/**
 * CustomerRegistrationService.ChangePasswordAsync: its first error, or the password changed.
 * `oldPassword` null is a request it does not validate (password recovery). It applies none of
 * the shop's password rules (length, characters): those live in the web store's validators,
 * which the plugin's DTOs do not go through.
 */
export function changePassword(
  customer: DoubleCustomer,
  newPassword: unknown,
  oldPassword: unknown,
  languageId: number,
): string[] {
  if (typeof newPassword !== 'string' || !newPassword.trim())
    return [say('passwordMissing', languageId)]
  if (oldPassword !== null && oldPassword !== customer.password)
    return [say('oldPasswordWrong', languageId)]
  if (historyOf(customer).includes(newPassword)) return [say('passwordReused', languageId)]
  setPassword(customer, newPassword)
  return []
}
