import { label } from '@/collections/labels'
import { taxonomy } from '@/collections/taxonomy'

export const Tags = taxonomy('tags', {
  singular: label('Tag', 'Étiquette', 'Tag'),
  plural: label('Tags', 'Étiquettes', 'Tags'),
})
