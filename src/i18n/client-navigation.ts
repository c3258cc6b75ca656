import { navigation } from './next-intl-navigation'

/**
 * next-intl's hooks for client components: the current screen's route and a router that takes
 * routes. They bring the table of localized paths along, so the page's first scripts do without
 * them (docs/adr/0032).
 */
export const { usePathname, useRouter } = navigation
