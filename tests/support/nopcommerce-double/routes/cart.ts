import type { DoubleRoute } from '../http'

export const cartRoutes: DoubleRoute[] = []
