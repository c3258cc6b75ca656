import { type Block, type Field, type Validate, validations } from 'payload'

/** Whether the document is being published (not saved or autosaved as a draft). */
const publishing = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && '_status' in data && data._status === 'published'

// Each field type's own options; this wrapper only reads `required` and `data` from them.
type AnyValidate = Validate<unknown, unknown, unknown, Record<string, unknown>>

function onlyWhenPublishing(field: Field & { required?: boolean; validate?: unknown }): Field {
  const own = field.validate as AnyValidate | undefined
  const standard = (validations as unknown as Record<string, AnyValidate | undefined>)[field.type]
  const validate = own ?? standard
  if (!validate) return field
  const relaxed: AnyValidate = (value, options) =>
    validate(value, { ...options, required: Boolean(options.required) && publishing(options.data) })
  return { ...field, validate: relaxed } as Field
}

const inBlock = (block: Block): Block => ({ ...block, fields: requiredToPublish(block.fields) })

/**
 * The fields with "required" holding only when the document is published, nested fields and
 * blocks included (their other checks stay): a draft may be saved half-written, on its first
 * save, each autosave, or a translation in progress. For collections that validate their
 * drafts so that opening "create new" saves nothing (see editorialVersions).
 */
export function requiredToPublish(fields: Field[]): Field[] {
  return fields.map((field) => {
    let mapped: Field = field
    if ('fields' in mapped && Array.isArray(mapped.fields))
      mapped = { ...mapped, fields: requiredToPublish(mapped.fields) } as Field
    if (mapped.type === 'tabs')
      mapped = {
        ...mapped,
        tabs: mapped.tabs.map((tab) => ({ ...tab, fields: requiredToPublish(tab.fields) })),
      }
    if (mapped.type === 'blocks' && mapped.blocks)
      mapped = { ...mapped, blocks: mapped.blocks.map(inBlock) }
    return 'required' in mapped && mapped.required ? onlyWhenPublishing(mapped) : mapped
  })
}
