import type { FlattenedField, SanitizedCollectionConfig } from 'payload'

/**
 * Which `where` conditions Payload's PostgreSQL adapter can run, checked before Payload sees them:
 * an operator the adapter has no SQL for on the field's type (`near` on a text, `contains` on a
 * number, `like` on a date, `all` anywhere) or a value its column cannot hold (an option a select
 * does not have, a word for an id) otherwise ends in a database error, a 500 with a stack in the
 * log. Paths this does not know are left to Payload, which answers 400 for a field that does not
 * exist.
 */

type Collections = readonly SanitizedCollectionConfig[]
/** Payload's own serial id: a PostgreSQL `integer`. */
type Id = { type: 'id' }
type Target = Id | FlattenedField | { type: 'jsonPath' }

const COMPARISONS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
]
const TEXT = [...COMPARISONS, 'like', 'not_like', 'contains']
/** Payload runs `like` on numbers and ids as `equals`, `contains` on has-many rows as `equals`. */
const OPERATORS: Record<string, string[]> = {
  text: TEXT,
  textarea: TEXT,
  email: TEXT,
  code: TEXT,
  number: [...COMPARISONS, 'like'],
  id: [...COMPARISONS, 'like'],
  date: COMPARISONS,
  checkbox: COMPARISONS,
  select: COMPARISONS,
  radio: COMPARISONS,
  relationship: [...COMPARISONS, 'like'],
  upload: [...COMPARISONS, 'like'],
  point: [...COMPARISONS, 'near', 'within', 'intersects'],
  json: COMPARISONS,
  richText: COMPARISONS,
  join: [],
  jsonPath: ['equals', 'not_equals', 'in', 'not_in', 'exists', 'like', 'not_like'],
}
/** Comparisons on a column of PostgreSQL's `integer` (serial ids and references to them). */
const INTEGER = { min: -2147483648, max: 2147483647 }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const idOf = (collection: SanitizedCollectionConfig | undefined): Id | FlattenedField => {
  const custom = collection?.flattenedFields.find(({ name }) => name === 'id')
  return custom ?? { type: 'id' }
}

function fieldsOf(field: FlattenedField, segment: string): readonly FlattenedField[] | null {
  if ('flattenedFields' in field) return field.flattenedFields
  if (field.type !== 'blocks') return null
  const block = field.blocks.find(({ slug }) => slug === segment)
  if (block) return block.flattenedFields
  return (
    field.blocks.find((each) => each.flattenedFields.some(({ name }) => name === segment))
      ?.flattenedFields ?? null
  )
}

/** The field a path names, or null when this cannot tell (Payload then judges the path). */
export function resolvePath(
  path: string,
  fields: readonly FlattenedField[],
  collections: Collections,
  locales: readonly string[],
): Target | null {
  const segments = path.replace(/__/g, '.').split('.')
  let current: readonly FlattenedField[] = fields
  let collection: SanitizedCollectionConfig | undefined = undefined
  let field: Target | null = null
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]
    if (field && field.type !== 'id') {
      if (field.type === 'json' || field.type === 'richText') return { type: 'jsonPath' }
      if (field.localized && locales.includes(segment) && index === segments.length - 1) break
      if (field.type === 'relationship' || field.type === 'upload' || field.type === 'join') {
        const slug = field.type === 'join' ? field.collection : field.relationTo
        if (typeof slug !== 'string') return null
        collection = collections.find((each) => each.slug === slug)
        if (!collection) return null
        current = collection.flattenedFields
      } else {
        const nested = fieldsOf(field, segment)
        if (!nested) return null
        current = nested
        if (field.type === 'blocks' && !nested.some(({ name }) => name === segment)) continue
      }
    } else if (field) return null
    const found = current.find(({ name }) => name === segment)
    if (found) field = found
    else if (segment === 'id' && (index === 0 || collection)) field = idOf(collection)
    else return null
  }
  return field
}

const targetCollection = (field: FlattenedField, collections: Collections) =>
  (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string'
    ? collections.find(({ slug }) => slug === field.relationTo)
    : undefined

const listOf = (operator: string, value: unknown): unknown[] =>
  ['in', 'not_in'].includes(operator)
    ? Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? value.split(',')
        : [value]
    : [value]

const isScalar = (value: unknown) => value === null || typeof value !== 'object'

function numberProblem(path: string, values: unknown[], integer: boolean, nullable: boolean) {
  for (const value of values) {
    if (value === null || (nullable && value === 'null')) continue
    const number = typeof value === 'number' ? value : Number(value)
    const text = String(value).trim()
    if (text === '' || !Number.isFinite(number)) return `${path} takes numbers (ids)`
    if (integer && (!Number.isInteger(number) || number < INTEGER.min || number > INTEGER.max))
      return `${path} takes whole numbers (ids)`
  }
  return null
}

/** PostgreSQL has no year 0 and JavaScript reaches further than its timestamps. */
function dateProblem(path: string, values: unknown[]) {
  for (const value of values) {
    if (typeof value !== 'string' && typeof value !== 'number') continue
    const year = new Date(value).getUTCFullYear()
    if (year < 1 || year > 9999) return `${path} takes dates from the year 1 to 9999`
  }
  return null
}

function valueProblem(
  path: string,
  target: Target,
  operator: string,
  value: unknown,
  collections: Collections,
): string | null {
  if (operator === 'exists') return null
  const values = listOf(operator, value)
  if (!values.every(isScalar)) return `${path} ${operator} takes a text, a number or a list`
  if (target.type === 'jsonPath' && ['in', 'not_in'].includes(operator) && !Array.isArray(value))
    return `${path} ${operator} takes a list`
  if (target.type === 'id') return numberProblem(path, values, true, false)
  if (target.type === 'date') return dateProblem(path, values)
  if (target.type === 'relationship' || target.type === 'upload') {
    const related = targetCollection(target, collections)
    const id = idOf(related)
    if (!related || (id.type !== 'id' && id.type !== 'number')) return null
    return numberProblem(path, values, id.type === 'id', true)
  }
  if (
    target.type === 'checkbox' &&
    !values.every((each) => [true, false, 'true', 'false'].includes(each as string))
  )
    return `${path} takes true or false`
  if (target.type === 'select' || target.type === 'radio') {
    const options = target.options.map((option) =>
      typeof option === 'string' ? option : option.value,
    )
    const unknown = values.find((each) => each !== null && !options.includes(String(each)))
    if (unknown !== undefined) return `${path} has no option ${JSON.stringify(unknown)}`
  }
  return null
}

/** Why `where` cannot be run on these fields (a 400), or null. */
export function whereProblem(
  where: unknown,
  fields: readonly FlattenedField[],
  collections: Collections,
  locales: readonly string[],
): string | null {
  if (!isPlainObject(where)) return where === undefined ? null : 'where must be an object'
  for (const [key, condition] of Object.entries(where)) {
    if (['and', 'or'].includes(key.toLowerCase())) {
      const parts = isPlainObject(condition) ? Object.values(condition) : condition
      if (!Array.isArray(parts)) return `where ${key} takes a list`
      for (const part of parts) {
        const problem = whereProblem(part, fields, collections, locales)
        if (problem) return problem
      }
      continue
    }
    if (!isPlainObject(condition)) return `where ${key} takes an operator`
    const target = resolvePath(key, fields, collections, locales)
    if (!target) continue
    for (const [operator, value] of Object.entries(condition)) {
      const problem = conditionProblem(key, target, operator, value, collections, locales)
      if (problem) return problem
    }
  }
  return null
}

function conditionProblem(
  path: string,
  target: Target,
  operator: string,
  value: unknown,
  collections: Collections,
  locales: readonly string[],
): string | null {
  const relational =
    target.type === 'relationship' || target.type === 'upload' || target.type === 'join'
  if (operator === 'contains' && relational && isPlainObject(value)) {
    const slug = target.type === 'join' ? target.collection : target.relationTo
    const related = collections.find((each) => each.slug === slug)
    return related ? whereProblem(value, related.flattenedFields, collections, locales) : null
  }
  const hasMany = 'hasMany' in target && target.hasMany
  const allowed =
    OPERATORS[target.type]?.includes(operator) ||
    (operator === 'contains' &&
      hasMany &&
      ['relationship', 'upload', 'select'].includes(target.type))
  if (!allowed) {
    const kind = target.type === 'jsonPath' ? 'a path inside rich text' : `a ${target.type} field`
    return `where: ${path} is ${kind}, which cannot be filtered with "${operator}"`
  }
  if (target.type === 'point') return null
  return valueProblem(path, target, operator, value, collections)
}

/** Payload reads query strings with `qs` at depth 10: deeper brackets are not a structure. */
const QS_DEPTH = 10

/**
 * The `where` and `joins` parameters of a query string as objects, the way Payload's `qs` reads
 * `where[or][0][title][like]=x` (lists as objects keyed by position). A `where` given as JSON
 * (which `queryProblem` has checked) is parsed.
 */
export function queryTree(params: URLSearchParams): {
  tree: Record<string, unknown>
  problem: string | null
} {
  const tree: Record<string, unknown> = {}
  for (const [key, value] of params) {
    const top = /^(where|joins)(?=\[|$)/.exec(key)?.[1]
    if (!top) continue
    if (key === 'where') {
      tree.where = JSON.parse(value)
      continue
    }
    const rest = key.slice(top.length)
    const segments = [...rest.matchAll(/\[([^[\]]*)\]/g)].map((match) => match[1])
    if (segments.join('').length + 2 * segments.length !== rest.length) continue
    if (segments.length > QS_DEPTH) return { tree, problem: `${top} is nested too deeply` }
    let node: Record<string, unknown> = tree
    for (const [index, segment] of [top, ...segments].entries()) {
      const name = segment === '' ? String(Object.keys(node).length) : segment
      if (index === segments.length) {
        node[name] = value
        break
      }
      if (!isPlainObject(node[name])) node[name] = {}
      node = node[name] as Record<string, unknown>
    }
  }
  return { tree, problem: null }
}

/** Why the `where` of a query (and of its joins) cannot be run on the collection, or null. */
export function collectionQueryProblem(
  params: URLSearchParams,
  collection: SanitizedCollectionConfig,
  collections: Collections,
  locales: readonly string[],
): string | null {
  const { tree, problem } = queryTree(params)
  if (problem) return problem
  const fields = collection.flattenedFields
  const where = whereProblem(tree.where, fields, collections, locales)
  if (where || !isPlainObject(tree.joins)) return where
  for (const [path, join] of Object.entries(tree.joins)) {
    const field = resolvePath(path, fields, collections, locales)
    if (field?.type !== 'join' || typeof field.collection !== 'string' || !isPlainObject(join))
      continue
    const joined = collections.find(({ slug }) => slug === field.collection)
    const problem = joined && whereProblem(join.where, joined.flattenedFields, collections, locales)
    if (problem) return problem
  }
  return null
}
