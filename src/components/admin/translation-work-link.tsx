import type { I18nClient } from '@payloadcms/translations'
import { Link } from '@payloadcms/ui'
import type { Payload } from 'payload'

import { translationWorkWords } from './translation-work-words'

/** In the admin's menu: the translator's list (`/admin/translations`). */
export function TranslationWorkLink({ i18n, payload }: { i18n: I18nClient; payload: Payload }) {
  const language = i18n.language === 'fr' || i18n.language === 'en' ? i18n.language : 'nl'
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}/translations`}>
      <span className="nav__link-label">{translationWorkWords.title[language]}</span>
    </Link>
  )
}
