import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

import { inlineBlocks } from '@/blocks/rich-text/inline-blocks'

/** The editor of a post's body: the usual text tools plus pictures, product cards and buttons. */
export const postEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [...defaultFeatures, BlocksFeature({ blocks: inlineBlocks })],
})
