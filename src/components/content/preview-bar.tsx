import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { RefreshOnSave } from './refresh-on-save'

/**
 * Shown above a draft in the editor's preview; the page follows each save in the admin.
 * `unaddressed`: the draft has no address in this language yet, so it shows at a preview one.
 */
export async function PreviewBar({
  locale,
  unaddressed = false,
}: {
  locale: Locale
  unaddressed?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'content' })
  return (
    <div
      role="status"
      className="flex items-center justify-between gap-4 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <span>
        {t('preview')}
        {unaddressed ? ` ${t('previewWithoutAddress')}` : null}
      </span>
      <form action="/api/preview/exit" method="get">
        <button type="submit" className="font-semibold underline">
          {t('leavePreview')}
        </button>
      </form>
      <RefreshOnSave />
    </div>
  )
}
