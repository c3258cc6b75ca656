import type { NextRequest } from 'next/server'

import { accountScreenData } from '@/components/account/account-screen-data'
import { ownReadResponse } from '@/lib/own-read-response'

/** The signed-in customer's account home (src/components/account/account-screen.tsx). */
export const GET = (request: NextRequest) => ownReadResponse(request.nextUrl, accountScreenData)
