import { handedOverFile } from '../../handed-over-file'

// The picture is the shop's own.
export const dynamic = 'force-dynamic'

export const GET = handedOverFile('BARE_PICTURE', 'image/webp')
