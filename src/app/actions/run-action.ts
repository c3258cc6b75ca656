import { getTranslations } from 'next-intl/server'

import { CommerceError } from '@/commerce/provider'
import { type Locale, localeOr } from '@/i18n/locales'
import { log } from '@/logging/log'

import { problemMessage } from './commerce-problem'

/** One namespace's messages; `has` tells whether it has a message for a problem code. */
export type Translator = ((key: string, values?: Record<string, string | number>) => string) & {
  has(key: string): boolean
}

export type Translations = (locale: Locale, namespace: string) => Promise<Translator>

const nextIntl: Translations = (locale, namespace) => getTranslations({ locale, namespace })

export type ActionContext = { locale: Locale; t: Translator }

export type Refused = { ok: false; message: string }

export type ActionSetting<R> = {
  /** The locale the page sent. */
  locale: unknown
  /** The messages namespace that has the action's problems (`cart.problems`, …) and `failed`. */
  problems: string
  /** What the action does, for the log. */
  what: string
  /** Logged with a failure nobody expected. */
  details?: () => Record<string, unknown>
  /** The answer that carries a problem's message (and the error): `{ ok: false, message }` unless given. */
  refuse?: (message: string, error: unknown) => R
  translations?: Translations
}

/**
 * Runs a server action in the shopper's language: `action` gets the locale and the problems'
 * messages, and a commerce problem it throws comes back as its message in that language when
 * the namespace has one (see `problemMessage`); anything else is logged and answered as failed.
 */
export async function runAction<T, R = Refused>(
  setting: ActionSetting<R>,
  action: (context: ActionContext) => Promise<T>,
): Promise<T | R> {
  const locale = localeOr(setting.locale)
  const t = await (setting.translations ?? nextIntl)(locale, setting.problems)
  const refuse = setting.refuse ?? ((message: string) => ({ ok: false, message }) as unknown as R)
  try {
    return await action({ locale, t })
  } catch (error) {
    const details = setting.details?.() ?? {}
    return refuse(problemMessage(error, t, t, setting.what, locale, details), error)
  }
}

/** Problem codes per field, or under `form` for the form as a whole; the page translates them. */
export type FormRefused = { ok: false; problems: Record<string, string> }

/**
 * Runs a server action whose page translates problem codes itself: a commerce problem comes
 * back as its code under `form`; anything else is logged and comes back as `failed`.
 */
export async function runFormAction<T>(
  what: string,
  action: () => Promise<T>,
): Promise<T | FormRefused> {
  try {
    return await action()
  } catch (error) {
    if (error instanceof CommerceError) return { ok: false, problems: { form: error.code } }
    log().error({ err: error }, what)
    return { ok: false, problems: { form: 'failed' } }
  }
}
