import { commerce } from '@/commerce'

import { mollieWebhook } from './webhook'

export const POST = mollieWebhook((id) => commerce.checkout.paymentChanged(id))
