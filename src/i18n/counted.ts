/**
 * A message with a count that a client island fills in, made on the server for the two plural
 * forms the shop's languages use with a count of one or more: the form for 1, and the form for
 * more with the number 2 in it, replaced by the real count in the browser (docs/adr/0034).
 */
export type Counted = { one: string; other: string }

const MARK = 2

export const countedText = (
  t: (key: string, values: { count: number }) => string,
  key: string,
): Counted => ({ one: t(key, { count: 1 }), other: t(key, { count: MARK }) })

export const countText = ({ one, other }: Counted, count: number): string =>
  count === 1 ? one : other.replace(String(MARK), String(count))
