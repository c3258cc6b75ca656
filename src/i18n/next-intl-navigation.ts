import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/** next-intl's navigation helpers for the shop's routes; use them through `./navigation`. */
export const navigation = createNavigation(routing)
