import { opensWithHeading, RenderBlocks } from '@/blocks/render-blocks'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { PreviewBar } from './preview-bar'

/** A page built from blocks: its title (unless a hero opens it), intro and blocks. */
export function ContentView({
  page,
  locale,
  draft,
  unaddressed = false,
}: {
  page: Page
  locale: Locale
  draft: boolean
  /** A draft shown at the preview's own address: it has none in this language yet. */
  unaddressed?: boolean
}) {
  const heroFirst = opensWithHeading(page.layout)
  return (
    <main>
      {draft ? <PreviewBar locale={locale} unaddressed={unaddressed} /> : null}
      {heroFirst ? null : (
        <header className="mx-auto max-w-3xl px-4 pt-12 pb-2">
          <h1 className="text-3xl font-bold text-brand-dark sm:text-4xl">{page.title}</h1>
          {page.intro ? <p className="mt-4 text-lg text-neutral-700">{page.intro}</p> : null}
        </header>
      )}
      <RenderBlocks blocks={page.layout} locale={locale} titled={!heroFirst} />
    </main>
  )
}
