import type { DoubleRoute } from '../http'

export const checkoutRoutes: DoubleRoute[] = []
