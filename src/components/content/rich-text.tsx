import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  RichText as LexicalText,
} from '@payloadcms/richtext-lexical/react'

import type { Locale } from '@/i18n/locales'
import type { CallToActionInline, PictureInline, ProductCardsInline } from '@/payload-types'

import { CmsLink } from './cms-link'
import { CmsPicture } from './cms-picture'
import { ProductCards } from './product-cards'

type Node<T> = { node: { fields: T } }

const converters =
  (locale: Locale): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    blocks: {
      productCards: ({ node }: Node<ProductCardsInline>) => (
        <ProductCards ids={node.fields.productIds ?? []} locale={locale} />
      ),
      picture: ({ node }: Node<PictureInline>) => (
        <figure className="my-6">
          <CmsPicture
            media={node.fields.image}
            sizes="(min-width: 768px) 720px, 100vw"
            className="h-auto w-full rounded-lg"
          />
          {node.fields.caption ? (
            <figcaption className="mt-2 text-sm text-neutral-600">{node.fields.caption}</figcaption>
          ) : null}
        </figure>
      ),
      cta: ({ node }: Node<CallToActionInline>) => (
        <p className="not-prose my-6">
          <CmsLink link={node.fields.link} locale={locale} />
        </p>
      ),
    },
  })

/** An editor's text (Lexical) as HTML, with the blocks placed in it. */
export function RichText({
  data,
  locale,
  className = 'prose prose-neutral max-w-none',
}: {
  data?: SerializedEditorState | Record<string, unknown> | null
  locale: Locale
  className?: string
}) {
  if (!data || !('root' in data)) return null
  return (
    <LexicalText
      data={data as SerializedEditorState}
      converters={converters(locale)}
      className={className}
    />
  )
}
