import { type CollectionSlug, type PayloadRequest, ValidationError } from 'payload'

/**
 * A hook's refusal of one field, all in the admin's language: its message, and the notice above
 * the form ("Het volgende veld is ongeldig: Voorraad"), which Payload words in English and with
 * the field's name unless given the request and the field's label.
 */
export function fieldRefusal(
  req: PayloadRequest,
  collection: CollectionSlug,
  path: string,
  message: string,
): ValidationError {
  const field = req.payload.collections[collection]?.config.flattenedFields.find(
    (candidate) => candidate.name === path,
  )
  const label = field && 'label' in field && field.label ? field.label : undefined
  return new ValidationError({ collection, req, errors: [{ path, message, label }] }, req.t)
}
