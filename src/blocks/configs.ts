import type { Block } from 'payload'

import { AboutBlock } from './about/config'
import { BbqBlock } from './bbq/config'
import { CallToActionBlock } from './call-to-action/config'
import { CategoryTilesBlock } from './category-tiles/config'
import { ClaimsStripBlock } from './claims-strip/config'
import { ColumnsBlock } from './columns/config'
import { FaqListBlock } from './faq-list/config'
import { FaqTeaserBlock } from './faq-teaser/config'
import { FormBlock } from './form/config'
import { HeroBlock } from './hero/config'
import { HowWeWorkBlock } from './how-we-work/config'
import { MediaBlock } from './media/config'
import { NewsletterBlock } from './newsletter/config'
import { ProductCarouselBlock } from './product-carousel/config'
import { RecentReviewsBlock } from './recent-reviews/config'
import { RichTextBlock } from './rich-text/config'
import { StorageAdviceBlock } from './storage-advice/config'
import { withThumbnail } from './thumbnail'

/** Every block a page's layout offers, in the order the editor's menu lists them. */
export const pageBlocks: Block[] = [
  HeroBlock,
  AboutBlock,
  HowWeWorkBlock,
  BbqBlock,
  CategoryTilesBlock,
  ProductCarouselBlock,
  RecentReviewsBlock,
  FaqTeaserBlock,
  FaqListBlock,
  RichTextBlock,
  MediaBlock,
  CallToActionBlock,
  StorageAdviceBlock,
  ClaimsStripBlock,
  NewsletterBlock,
  ColumnsBlock,
  FormBlock,
].map(withThumbnail)
