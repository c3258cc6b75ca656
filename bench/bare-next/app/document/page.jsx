import { readFileSync } from 'node:fs'

// The markup is the shop's, handed over by the benchmark when it starts the server.
export const dynamic = 'force-dynamic'

/**
 * The shop's product page as the shop's server renders it, markup and stylesheet, with none of
 * its scripts (each picture is the product page's largest one): what Next.js alone costs
 * Lighthouse's LCP and TBT on the same first screen (scripts/bench-lighthouse.ts).
 */
export default function Document() {
  const file = process.env.BARE_DOCUMENT
  const markup = file ? readFileSync(file, 'utf8') : '<p>No BARE_DOCUMENT</p>'
  return (
    <>
      {/* The shop's built stylesheet, not one of this app's: no CSS import can name it. */}
      {/* eslint-disable-next-line @next/next/no-css-tags */}
      <link rel="stylesheet" href="/document.css" precedence="default" />
      <div
        className="flex min-h-screen flex-col font-sans text-neutral-900 antialiased"
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    </>
  )
}
