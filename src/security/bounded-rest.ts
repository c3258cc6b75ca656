import 'server-only'

import type { REST_GET } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'
import { executeAuthStrategies, getPayload } from 'payload'

import { requestContainsNul } from '@/security/nul-characters'
import { queryProblem, visitorQuery } from '@/security/rest-query'
import { collectionQueryProblem } from '@/security/rest-where'

type RestHandler = ReturnType<typeof REST_GET>

const METHOD_OVERRIDE = ['X-HTTP-Method-Override', 'X-Payload-HTTP-Method-Override']

const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 })

const VERSIONS = /^\/api\/(globals\/)?([^/]+)\/versions(\/|$)/

/** Payload answers a 500 for the versions of something that keeps none: there are none. */
async function versionsOfUnversioned(url: URL, config: Promise<SanitizedConfig>) {
  const match = VERSIONS.exec(url.pathname)
  if (!match) return false
  const { collections, globals } = await config
  const entities: { slug: string; versions?: unknown }[] = match[1] ? globals : collections
  const entity = entities.find(({ slug }) => slug === match[2])
  return Boolean(entity && !entity.versions)
}

const COLLECTION = /^\/api\/([^/]+)(\/(?!versions(\/|$))|$)/

/** A `where` the database cannot run on the collection's fields (see `@/security/rest-where`). */
async function whereProblem(url: URL, config: Promise<SanitizedConfig>) {
  if (!/(^|&)(where|joins)(%5B|\[|=)/i.test(url.search.slice(1))) return null
  const slug = COLLECTION.exec(url.pathname)?.[1]
  const { collections, localization } = await config
  const collection = collections.find((each) => each.slug === slug)
  if (!collection) return null
  const locales = localization ? localization.localeCodes : []
  return collectionQueryProblem(url.searchParams, collection, collections, locales)
}

async function isAdmin(request: Request, config: Promise<SanitizedConfig>) {
  const payload = await getPayload({ config })
  const { user } = await executeAuthStrategies({ headers: request.headers, payload })
  return user?.collection === 'admins'
}

/**
 * One of Payload's REST handlers behind the query rules of `@/security/rest-query`: versions of
 * what keeps none are not found (Payload would fail with a 500); a malformed
 * count or a `where` the database cannot run is a 400, and a caller who is not an admin gets at most depth 2 and 100 documents a
 * request. Only a query beyond those bounds costs a sign-in check of its own; Payload checks
 * again as usual. A POST carrying a GET in a method-override header hides its query in the
 * body, so it is for admins only.
 */
export function boundedRest(handler: RestHandler, config: Promise<SanitizedConfig>): RestHandler {
  return async (request, args) => {
    const url = new URL(request.url)
    const problem = queryProblem(url.searchParams)
    const invalid = problem ?? (await whereProblem(url, config))
    if (invalid) return badRequest(invalid)
    if (await requestContainsNul(request))
      return badRequest('Text may not contain the NUL character (U+0000); nothing was changed.')
    if (await versionsOfUnversioned(url, config))
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

    const overridden =
      request.method === 'POST' &&
      METHOD_OVERRIDE.some((name) => request.headers.get(name) === 'GET')
    const bounded = visitorQuery(url.searchParams)
    if ((!bounded && !overridden) || (await isAdmin(request, config))) return handler(request, args)
    if (overridden) return badRequest('method override is for admins only')

    url.search = bounded!.toString()
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer()
    const rewritten = new Request(url, { method: request.method, headers: request.headers, body })
    return handler(rewritten, args)
  }
}
