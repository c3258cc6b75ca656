import { useTranslations } from 'next-intl'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { withMessages } from '@/i18n/with-messages'

function Greeting() {
  return useTranslations('demo')('hello')
}

describe('an island loaded after the page', () => {
  afterEach(() => vi.restoreAllMocks())

  it('renders its messages with the shop clock, so next-intl reports no missing time zone', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const Island = withMessages(Greeting)
    const html = renderToString(
      createElement(Island, { locale: 'fr', messages: { demo: { hello: 'Bonjour' } } }),
    )
    expect(html).toBe('Bonjour')
    expect(errors.mock.calls.flat().join(' ')).not.toContain('ENVIRONMENT_FALLBACK')
  })
})
