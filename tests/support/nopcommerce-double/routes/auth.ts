import { badRequest, type DoubleRoute, missingBody, unauthorized } from '../http'
import { newCustomer, registeredWith } from '../state'

type TokenRequest = { is_guest?: boolean; username?: string; email?: string; password?: string }

/** The shop's published languages (Configuration › Languages): EN 1, NL 2 (the default), FR 5. */
const languages = [
  { id: 1, name: 'English', flag_image_file_name: 'us.png' },
  { id: 2, name: 'Nederlands', flag_image_file_name: 'nl.png' },
  { id: 5, name: 'Français', flag_image_file_name: 'fr.png' },
]
const DEFAULT_LANGUAGE_ID = 2

/** Authenticate/GetToken (guests and customers), and the customer's language (Common/...). */
export const authRoutes: DoubleRoute[] = [
  {
    // AuthenticateController.cs, GetToken ([Authorize(true)]: no token needed), through
    // AuthorizationUserService.cs: a new guest, or the customer the credentials are right for.
    // The answer is AuthenticateResponse.cs: username, customer_id, token (no GUID).
    method: 'POST',
    path: 'Authenticate/GetToken',
    handle({ body, state }) {
      const refused = missingBody(body)
      if (refused) return refused
      const input = body as TokenRequest
      if (input.is_guest) {
        const guest = newCustomer(state)
        return { json: { username: null, customer_id: guest.id, token: state.newToken(guest.id) } }
      }
      // With usernames off (the shop's setting) the e-mail address is the user name.
      const customer = registeredWith(state, input.email ?? '', input.password)
      // A wrong password is a NopException: 400 through the error middleware, not 401.
      if (!customer) return badRequest('Username or password is incorrect')
      return {
        json: {
          username: customer.email,
          customer_id: customer.id,
          token: state.newToken(customer.id),
        },
      }
    },
  },
  {
    // CommonController.cs, SetLanguage: an unknown or unpublished language id leaves the
    // customer without one, so the shop's default applies (WorkContext.SetWorkingLanguageAsync).
    method: 'POST',
    path: 'Common/SetLanguage/:langId',
    handle({ params, customer }) {
      if (!customer) return unauthorized
      const known = languages.some(({ id }) => id === Number(params.langId))
      customer.languageId = known ? Number(params.langId) : DEFAULT_LANGUAGE_ID
      return { status: 200 }
    },
  },
  {
    // CommonController.cs, GetLanguageSelector: LanguageSelectorModelDto.cs, whose
    // current_language_id is the working language of the customer behind the token.
    method: 'GET',
    path: 'Common/GetLanguageSelector',
    handle({ customer }) {
      if (!customer) return unauthorized
      return {
        json: {
          available_languages: languages,
          current_language_id: customer.languageId,
          use_images: false,
          custom_properties: {},
        },
      }
    },
  },
]
