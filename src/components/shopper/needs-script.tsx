import { getTranslations } from 'next-intl/server'

/**
 * For a browser without JavaScript on a page whose shopper's part is read by its scripts
 * (docs/adr/0036): says so in place of the loading note, which would otherwise never end.
 */
export async function NeedsScript() {
  const t = await getTranslations('errors')
  return (
    <noscript>
      <style>{'[data-own-read-loading]{display:none}'}</style>
      <p role="alert" className="rounded bg-amber-50 p-3 text-amber-900">
        {t('needsScriptText')}
      </p>
    </noscript>
  )
}
