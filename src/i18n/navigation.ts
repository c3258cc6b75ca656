import { navigation } from './next-intl-navigation'

export const { redirect, usePathname, useRouter, getPathname } = navigation
export { Link } from './link'
