import { label } from '@/collections/labels'
import { taxonomy } from '@/collections/taxonomy'

export const Breeds = taxonomy('breeds', {
  singular: label('Ras', 'Race', 'Breed'),
  plural: label('Rassen', 'Races', 'Breeds'),
})
