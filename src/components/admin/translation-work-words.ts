import { label } from '@/collections/labels'

export const translationWorkWords = {
  title: label('Te vertalen', 'À traduire', 'To translate'),
  intro: label(
    'Per taal de teksten zonder vertaling en de teksten waarvan het Nederlands veranderde nadat ze vertaald werden.',
    'Par langue, les textes sans traduction et ceux dont le néerlandais a changé depuis leur traduction.',
    'Per language, the texts without a translation and those whose Dutch changed after they were translated.',
  ),
  document: label('Document', 'Document', 'Document'),
  kind: label('Soort', 'Type', 'Kind'),
  missing: label('Ontbreekt', 'Manquant', 'Missing'),
  stale: label('Nederlands gewijzigd', 'Néerlandais modifié', 'Dutch changed'),
  nothing: label('Niets te vertalen.', 'Rien à traduire.', 'Nothing to translate.'),
}
