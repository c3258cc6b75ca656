'use client'

import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl'
import type { ComponentType } from 'react'

import type { Locale } from './locales'
import { SHOP_TIME_ZONE } from './time-zone'

/** What the server hands a lazily loaded island that reads messages: its language and them. */
export type MessagesProps = { locale: Locale; messages: AbstractIntlMessages }

/**
 * A lazily loaded island with its own translation runtime and messages: used only in modules
 * loaded after the page, so that the page's first load carries neither (docs/adr/0034).
 */
export function withMessages<Props extends object>(Island: ComponentType<Props>) {
  return function WithMessages({ locale, messages, ...props }: Props & MessagesProps) {
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={SHOP_TIME_ZONE}>
        <Island {...(props as Props)} />
      </NextIntlClientProvider>
    )
  }
}
