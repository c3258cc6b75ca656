import { CmsPicture } from '@/components/content/cms-picture'
import { RichText } from '@/components/content/rich-text'
import type { ColumnsBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

const grid = {
  1: '',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const

export function ColumnsBlockView({ block, locale }: BlockProps<ColumnsBlock>) {
  const columns = block.columns ?? []
  const count = Math.min(Math.max(columns.length, 1), 4) as keyof typeof grid
  return (
    <div className={`mx-auto grid max-w-5xl gap-8 px-4 py-8 ${grid[count]}`}>
      {columns.map((column, index) => (
        <div key={column.id ?? index} className="space-y-3">
          <CmsPicture
            media={column.image}
            sizes={`(min-width: 768px) ${Math.round(100 / count)}vw, 100vw`}
            className="h-auto w-full rounded-lg"
          />
          <RichText data={column.content} locale={locale} className="prose prose-neutral" />
        </div>
      ))}
    </div>
  )
}
