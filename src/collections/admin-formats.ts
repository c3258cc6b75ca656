import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

/**
 * Dates and yes/no values as the admin shows them. Payload formats dates with the admin
 * language's date-fns locale, so one pattern reads "28 nov. 2026" in Dutch and French and
 * "Nov 28, 2026" in English; times are on the 24-hour clock, as in Belgium.
 */
export const adminDateFormats = {
  date: 'PP',
  dateTime: 'PP, HH:mm',
  time: 'HH:mm',
  month: 'MMMM yyyy',
} as const

const displayFormats: Record<string, string> = {
  default: adminDateFormats.date,
  dayOnly: adminDateFormats.date,
  dayAndTime: adminDateFormats.dateTime,
  timeOnly: adminDateFormats.time,
  monthOnly: adminDateFormats.month,
}

const yesNoCell = '@/components/admin/yes-no-cell#YesNoCell'

function withFormats(field: Field): Field {
  if (field.type === 'date') {
    // The picker's props differ by appearance; all of them take these two.
    const date = (field.admin?.date ?? {}) as Record<string, string | undefined>
    const appearance = date.pickerAppearance ?? 'default'
    const formats = {
      ...date,
      displayFormat: date.displayFormat ?? displayFormats[appearance],
      timeFormat: date.timeFormat ?? adminDateFormats.time,
    }
    return { ...field, admin: { ...field.admin, date: formats } } as Field
  }
  if (field.type === 'checkbox' && !field.admin?.components?.Cell) {
    return {
      ...field,
      admin: { ...field.admin, components: { ...field.admin?.components, Cell: yesNoCell } },
    }
  }
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withFormats) })),
    }
  if (field.type === 'blocks')
    return {
      ...field,
      blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(withFormats) })),
    }
  if ('fields' in field) return { ...field, fields: field.fields.map(withFormats) } as Field
  return field
}

const withFieldFormats = <T extends CollectionConfig | GlobalConfig>(config: T): T => ({
  ...config,
  fields: config.fields.map(withFormats),
})

/** Every collection's and global's dates and checkboxes, those plugins add included. */
export const adminFormatsPlugin: Plugin = (config) => ({
  ...config,
  admin: { ...config.admin, dateFormat: config.admin?.dateFormat ?? adminDateFormats.dateTime },
  collections: config.collections?.map(withFieldFormats),
  globals: config.globals?.map(withFieldFormats),
})
