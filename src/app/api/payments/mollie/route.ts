import { commerce } from '@/commerce'

import { mollieWebhook } from './webhook'

// A backend without the storefront's payments (nopCommerce) has none to follow.
export const POST = mollieWebhook(async (id) => commerce.payments?.paymentChanged(id))
