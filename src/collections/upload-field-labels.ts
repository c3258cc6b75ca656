import type { CollectionConfig, Field } from 'payload'

import { label, type Label } from './labels'

/**
 * Payload and the storage plugin add fields to an upload collection named in English only
 * ("MIME Type", "Prefix", "W320"); they show in the list's columns and filters. A field declared
 * under the same name gives them words, Payload merging its own field into it.
 */
const fieldWords: Record<string, Label> = {
  url: label('Adres (URL)', 'Adresse (URL)', 'Address (URL)'),
  thumbnailURL: label('Adres van de miniatuur', 'Adresse de la miniature', 'Thumbnail address'),
  mimeType: label('Bestandstype', 'Type de fichier', 'File type'),
  prefix: label('Map in de opslag', 'Dossier du stockage', 'Storage folder'),
  _objectKey: label('Sleutel in de opslag', 'Clé du stockage', 'Storage key'),
}

const sizeWords = (name: string): Label => {
  const width = /^w(\d+)$/.exec(name)?.[1] ?? name
  return label(`${width} px breed`, `${width} px de large`, `${width} px wide`)
}

function withWords(fields: Field[], names: string[]): Field[] {
  const named = fields.map((field) =>
    'name' in field && fieldWords[field.name] && typeof field.label !== 'function'
      ? ({ ...field, label: fieldWords[field.name] } as Field)
      : field,
  )
  const missing = names.filter(
    (name) => !named.some((field) => 'name' in field && field.name === name),
  )
  return [
    ...named,
    ...missing.map((name): Field => ({ name, type: 'text', label: fieldWords[name] })),
  ]
}

/** The collection with words for the fields Payload and the storage plugin give it. */
export function withUploadFieldLabels(collection: CollectionConfig): CollectionConfig {
  if (!collection.upload) return collection
  const upload = collection.upload === true ? {} : collection.upload
  const sizes = (upload.imageSizes ?? []).map(({ name }) => name)
  const fields = withWords(collection.fields, ['url', 'thumbnailURL', 'mimeType'])
  if (sizes.length === 0) return { ...collection, fields }
  const declared = fields.find((field) => 'name' in field && field.name === 'sizes')
  const declaredSizes = declared && 'fields' in declared ? declared.fields : []
  const sizesField: Field = {
    ...(declared as Field & { type: 'group' }),
    name: 'sizes',
    type: 'group',
    label: label('Formaten', 'Formats', 'Sizes'),
    fields: sizes.map((name): Field => {
      const size = declaredSizes.find((field) => 'name' in field && field.name === name)
      return {
        ...(size as Field & { type: 'group' }),
        name,
        type: 'group',
        label: sizeWords(name),
        fields: withWords(size && 'fields' in size ? size.fields : [], ['url', 'mimeType']),
      }
    }),
  }
  return {
    ...collection,
    fields: [...fields.filter((field) => field !== declared), sizesField],
  }
}
