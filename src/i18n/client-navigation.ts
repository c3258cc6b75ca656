import { navigation } from './next-intl-navigation'

/**
 * next-intl's router for client components, which takes routes. It brings next-intl's navigation
 * and the table of localized paths along, so the page's first scripts do without it
 * (docs/adr/0032).
 */
export const { useRouter } = navigation
