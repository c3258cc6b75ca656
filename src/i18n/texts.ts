/**
 * On the server: the given keys of a namespace, translated, for a client island that takes its
 * texts as props and so needs no translation runtime in the browser (docs/adr/0034).
 */
export const textsOf = <Key extends string>(
  t: (key: Key) => string,
  keys: readonly Key[],
): Record<Key, string> =>
  Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<Key, string>
