import type { DoubleRoute } from '../http'

export const ordersRoutes: DoubleRoute[] = []
