/** A node of a Lexical document. */
type LexicalNode = { type: string; version: number; [key: string]: unknown }

/** A text node holding `text`. */
export const textNode = (text: string): LexicalNode => ({
  type: 'text',
  text,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

/** A paragraph holding `children`. */
export const paragraph = (...children: object[]): LexicalNode => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  textFormat: 0,
  children,
})

/** A Lexical document holding `children` (any nodes), as Payload stores rich text. */
export const lexicalDocument = (...children: object[]) => ({
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: children as LexicalNode[],
  },
})

/** A Lexical document of one paragraph per text. */
export const richText = (...paragraphs: string[]) =>
  lexicalDocument(...paragraphs.map((text) => paragraph(textNode(text))))
