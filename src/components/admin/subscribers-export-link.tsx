'use client'

import { useTranslation } from '@payloadcms/ui'

const labels = {
  nl: 'Alle abonnees downloaden (CSV)',
  fr: 'Télécharger tous les abonnés (CSV)',
  en: 'Download all subscribers (CSV)',
}

/** Above the newsletter subscribers list: every address with its status, as a CSV file. */
export function SubscribersExportLink() {
  const { i18n } = useTranslation()
  return (
    <p style={{ margin: '1rem 0' }}>
      <a href="/api/newsletter-subscribers/export" download>
        {labels[i18n.language as keyof typeof labels] ?? labels.nl}
      </a>
    </p>
  )
}
