import type { DoubleRoute } from '../http'

export const newsletterRoutes: DoubleRoute[] = []
