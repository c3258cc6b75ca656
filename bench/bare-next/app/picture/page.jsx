/**
 * A page whose largest paint is one picture the width of the screen, as a product page's is: what
 * Next.js alone costs Lighthouse's LCP and TBT (scripts/bench-lighthouse.ts).
 */
export default function Picture() {
  return (
    <main>
      <h1>Bare</h1>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/picture.webp"
        alt="A picture"
        width={800}
        height={600}
        fetchPriority="high"
        style={{ width: '100%', height: 'auto' }}
      />
    </main>
  )
}
