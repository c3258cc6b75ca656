'use client'

import { useLivePreviewContext, useTranslation } from '@payloadcms/ui'

const words = {
  nl: 'Bekijk in de winkel',
  fr: 'Voir dans la boutique',
  en: 'View in shop',
}

/**
 * Beside the publish button: opens the published page or post at its address in the language
 * being edited (the link `viewInShop` makes); absent while nothing is published.
 */
export function ViewInShopButton() {
  const { previewURL } = useLivePreviewContext()
  const { i18n } = useTranslation()
  if (!previewURL) return null
  return (
    <a
      href={previewURL}
      target="_blank"
      rel="noreferrer"
      id="view-in-shop"
      className="btn btn--style-secondary btn--size-medium"
      style={{ margin: 0, whiteSpace: 'nowrap' }}
    >
      {words[i18n.language as keyof typeof words] ?? words.nl}
    </a>
  )
}
