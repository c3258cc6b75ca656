/* Payload's REST routes, each behind the shop's query bounds (src/security/bounded-rest.ts); staff
   sign-in and recovery also behind the throttle (src/auth/staff-sign-in.ts). */
import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { staffSignIn } from '@/auth/staff-sign-in'
import { boundedRest } from '@/security/bounded-rest'

export const GET = boundedRest(REST_GET(config), config)
export const POST = boundedRest(staffSignIn(REST_POST(config), config), config)
export const DELETE = boundedRest(REST_DELETE(config), config)
export const PATCH = boundedRest(REST_PATCH(config), config)
export const PUT = boundedRest(REST_PUT(config), config)
export const OPTIONS = boundedRest(REST_OPTIONS(config), config)
