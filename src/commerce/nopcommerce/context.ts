import type { Payload } from 'payload'

import type { Locale } from '../types'
import type { NopClient } from './http-client'

/** What every part of the nopCommerce backend shares. */
export type NopContext = {
  client: NopClient
  /**
   * The token of a guest the storefront keeps per language for anonymous calls (the catalog):
   * the plugin answers in the language of the customer behind the token. Asked once per
   * language, and again when nopCommerce no longer knows it.
   */
  anonymousToken(locale: Locale): Promise<string>
  /** Forgets an anonymous token nopCommerce refused (the one `anonymousToken` gave). */
  forgetAnonymousToken(locale: Locale, token: Promise<string>): void
  /** Payload, for what the shop owner keeps in the admin (the delivery calendar). */
  payload: () => Promise<Payload>
}
