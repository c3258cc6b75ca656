import type { Block } from 'payload'

import { label } from '@/collections/labels'

import { heading } from '../shared/fields'

/**
 * The shop's promises. Their hours and amounts come from the shop settings and the delivery
 * calendar, so the strip can never disagree with the cart; the block only places it.
 */
export const ClaimsStripBlock: Block = {
  slug: 'claimsStrip',
  interfaceName: 'ClaimsStripBlock',
  labels: {
    singular: label('Beloftes', 'Engagements', 'Claims strip'),
    plural: label('Beloftes', 'Engagements', 'Claims strips'),
  },
  fields: [heading()],
}
