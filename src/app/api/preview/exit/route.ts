import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

/** Leaves the preview: the browser sees the published pages again. */
export async function GET(): Promise<Response> {
  ;(await draftMode()).disable()
  redirect('/')
}
