import type { ComponentType } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { AboutBlockView } from './about/component'
import { BbqBlockView } from './bbq/component'
import { CallToActionBlockView } from './call-to-action/component'
import { CategoryTilesBlockView } from './category-tiles/component'
import { ClaimsStripBlockView } from './claims-strip/component'
import { ColumnsBlockView } from './columns/component'
import { FaqListBlockView } from './faq-list/component'
import { FaqTeaserBlockView } from './faq-teaser/component'
import { FormBlockView } from './form/component'
import { HeroBlockView } from './hero/component'
import { HowWeWorkBlockView } from './how-we-work/component'
import { MediaBlockView } from './media/component'
import { NewsletterBlockView } from './newsletter/component'
import { ProductCarouselBlockView } from './product-carousel/component'
import { RecentReviewsBlockView } from './recent-reviews/component'
import { RichTextBlockView } from './rich-text/component'
import type { BlockProps } from './shared/block-props'
import { StorageAdviceBlockView } from './storage-advice/component'

export type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']
type ViewOf<T extends BlockType> = ComponentType<BlockProps<Extract<LayoutBlock, { blockType: T }>>>

/** One component per block type: the only place that knows which view shows which block. */
const views: { [T in BlockType]: ViewOf<T> } = {
  hero: HeroBlockView,
  about: AboutBlockView,
  howWeWork: HowWeWorkBlockView,
  bbq: BbqBlockView,
  categoryTiles: CategoryTilesBlockView,
  productCarousel: ProductCarouselBlockView,
  recentReviews: RecentReviewsBlockView,
  faqTeaser: FaqTeaserBlockView,
  faqList: FaqListBlockView,
  richText: RichTextBlockView,
  mediaBlock: MediaBlockView,
  callToAction: CallToActionBlockView,
  storageAdvice: StorageAdviceBlockView,
  claimsStrip: ClaimsStripBlockView,
  newsletter: NewsletterBlockView,
  columns: ColumnsBlockView,
  formBlock: FormBlockView,
}

/** A page's blocks in order; `titled` says the page shows its own h1 above them. */
export function RenderBlocks({
  blocks,
  locale,
  titled,
}: {
  blocks: LayoutBlock[] | null | undefined
  locale: Locale
  titled: boolean
}) {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const View = views[block.blockType] as ComponentType<BlockProps<LayoutBlock>>
        return (
          <View
            key={block.id ?? index}
            block={block}
            locale={locale}
            first={!titled && index === 0}
          />
        )
      })}
    </>
  )
}

/** Whether a page's first block carries the page's h1 (a hero does), so the page shows no title. */
export const opensWithHeading = (blocks: LayoutBlock[] | null | undefined): boolean =>
  blocks?.[0]?.blockType === 'hero'
