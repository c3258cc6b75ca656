import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { countedText, countText } from '@/i18n/counted'
import { locales } from '@/i18n/locales'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'

const messages = { nl, fr, en }

describe('a count filled in by the browser', () => {
  it.each(locales)('says in %s what the message itself says, for every count', (locale) => {
    const t = createTranslator({ locale, messages: messages[locale], namespace: 'menu' })
    const counted = countedText(t as never, 'cartWithCount')
    for (let count = 1; count <= 150; count++)
      expect(countText(counted, count)).toBe(t('cartWithCount', { count }))
  })
})
