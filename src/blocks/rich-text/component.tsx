import { RichText } from '@/components/content/rich-text'
import type { RichTextBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

export function RichTextBlockView({ block, locale }: BlockProps<RichTextBlock>) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <RichText data={block.content} locale={locale} />
    </div>
  )
}
