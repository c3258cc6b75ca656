/**
 * nopCommerce's Web API Frontend speaks snake_case both ways; the storefront's code camelCase.
 * Keys are converted at the edge, deeply; values (and the keys of dictionary bodies, which the
 * plugin reads as they are) are left alone.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export const snakeKey = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()

export const camelKey = (key: string) =>
  key.replace(/_([a-z0-9])/g, (_, letter) => letter.toUpperCase())

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert))
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [convert(key), convertKeys(item, convert)]),
    )
  }
  return value
}

export const toSnakeCase = <T = unknown>(value: unknown) => convertKeys(value, snakeKey) as T
export const toCamelCase = <T = unknown>(value: unknown) => convertKeys(value, camelKey) as T
