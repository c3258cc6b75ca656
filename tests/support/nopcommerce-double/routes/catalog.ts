import type { DoubleRoute } from '../http'

export const catalogRoutes: DoubleRoute[] = []
