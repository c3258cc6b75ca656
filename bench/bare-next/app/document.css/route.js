import { handedOverFile } from '../../handed-over-file'

// The shop's stylesheet.
export const dynamic = 'force-dynamic'

export const GET = handedOverFile('BARE_STYLESHEET', 'text/css')
