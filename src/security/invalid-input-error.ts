import type { AfterErrorHook } from 'payload'

/** PostgreSQL's codes for a value that is not of its column's type or range ("abc", 1.5 for an id). */
const BAD_VALUE_CODES = new Set(['22P02', '22003'])

function postgresCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown }
    if (typeof code === 'string' && BAD_VALUE_CODES.has(code)) return code
  }
  return undefined
}

/**
 * A REST request whose id or filter value PostgreSQL cannot read as the column's type ("abc",
 * 1.5, NaN for a numeric id) names nothing: 404 for an id in the path, 400 for a filter. Payload
 * answers 500 for these.
 */
export const invalidInputIsClientError: AfterErrorHook = ({ error, req }) => {
  if (!postgresCode(error)) return
  const notFound = typeof req.routeParams?.id === 'string'
  return {
    status: notFound ? 404 : 400,
    response: {
      errors: [
        {
          message: notFound
            ? req.t('general:notFound')
            : req.t('error:invalidRequestArgs', { args: 'where' }),
        },
      ],
    },
  }
}
