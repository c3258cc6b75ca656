import 'server-only'

import { commerceFromEnv } from './backends'
import type { CommerceProvider } from './provider'

/** The storefront's commerce backend: native, or nopCommerce (`COMMERCE_BACKEND`). */
export const commerce: CommerceProvider = commerceFromEnv()
