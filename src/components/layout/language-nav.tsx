import type { Locale } from '@/i18n/locales'

import { languageLinksScript } from './language-alternates'
import { LanguageSwitcher } from './language-switcher'

/** The language links, pointed at the page's alternates before the page's scripts run. */
export function LanguageNav({ current, label }: { current: Locale; label: string }) {
  return (
    <>
      <LanguageSwitcher current={current} label={label} />
      <script dangerouslySetInnerHTML={{ __html: languageLinksScript }} />
    </>
  )
}
