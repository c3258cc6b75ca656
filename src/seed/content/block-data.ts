import type { Locale } from '@/i18n/locales'

import type { Localized } from '../catalog/localized'
import type { SeedTools } from './context'
import type { BlockSeed, LinkSeed } from './types'

const linkIn = (link: LinkSeed | undefined, locale: Locale) =>
  link
    ? {
        label: link.label[locale],
        target: link.target,
        categoryId: link.categoryId ?? null,
        url: link.url ?? null,
      }
    : undefined

const text = (value: Localized | undefined, locale: Locale) => (value ? value[locale] : undefined)

/** One block of a seed as Payload data in one language. */
export async function blockData(
  seed: BlockSeed,
  locale: Locale,
  tools: SeedTools,
): Promise<Record<string, unknown>> {
  const picture = async (key: string | undefined, alt: Localized) =>
    key ? await tools.picture(key, alt) : undefined
  switch (seed.blockType) {
    case 'hero':
    case 'bbq':
    case 'about': {
      const body =
        seed.blockType === 'hero' ? seed.text?.[locale] : tools.richText(seed.text[locale])
      return {
        blockType: seed.blockType,
        heading: seed.heading[locale],
        text: body,
        image: await picture(seed.image, seed.heading),
        ...('link' in seed ? { link: linkIn(seed.link, locale) } : {}),
      }
    }
    case 'howWeWork':
      return {
        blockType: 'howWeWork',
        heading: seed.heading[locale],
        steps: seed.steps.map((step) => ({
          icon: step.icon,
          title: step.title[locale],
          text: step.text[locale],
        })),
      }
    case 'productCarousel':
      return {
        blockType: 'productCarousel',
        heading: seed.heading[locale],
        source: seed.source,
        productIds: tools.productIds(seed.productSkus ?? []),
        categoryId: seed.categoryId ?? null,
        limit: seed.limit ?? 8,
      }
    case 'categoryTiles':
      return { blockType: 'categoryTiles', heading: seed.heading[locale] }
    case 'recentReviews':
      return { blockType: 'recentReviews', heading: seed.heading[locale], count: seed.count ?? 3 }
    case 'faqTeaser':
      return {
        blockType: 'faqTeaser',
        heading: seed.heading[locale],
        questions: seed.questions.map((q) => ({
          question: q.question[locale],
          answer: q.answer[locale],
        })),
      }
    case 'faqList':
      return {
        blockType: 'faqList',
        groups: seed.groups.map((group) => ({
          anchor: group.anchor,
          title: group.title[locale],
          questions: group.questions.map((q) => ({
            question: q.question[locale],
            answer: q.answer[locale],
          })),
        })),
      }
    case 'richText':
      return { blockType: 'richText', content: tools.richText(seed.content[locale]) }
    case 'callToAction':
      return {
        blockType: 'callToAction',
        heading: seed.heading[locale],
        text: text(seed.text, locale),
        link: linkIn(seed.link, locale),
      }
    case 'storageAdvice':
    case 'claimsStrip':
      return { blockType: seed.blockType, heading: text(seed.heading, locale) }
    case 'newsletter':
      return {
        blockType: 'newsletter',
        heading: seed.heading[locale],
        text: text(seed.text, locale),
      }
    case 'formBlock':
      return {
        blockType: 'formBlock',
        heading: text(seed.heading, locale),
        text: text(seed.text, locale),
        form: tools.contactFormId,
      }
  }
}
