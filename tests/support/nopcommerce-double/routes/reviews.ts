import type { DoubleRoute } from '../http'

export const reviewsRoutes: DoubleRoute[] = []
