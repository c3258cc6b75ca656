import type { DoubleRoute } from '../http'

export const customersRoutes: DoubleRoute[] = []
