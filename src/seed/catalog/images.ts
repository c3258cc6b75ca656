import sharp from 'sharp'

/** Colours of the meat and its board per category, so the demo shop reads at a glance. */
const palettes: Record<number, { meat: string; fat: string; board: string }> = {
  2: { meat: '#9b2226', fat: '#f1dcc9', board: '#e9d8c4' },
  3: { meat: '#d77a7a', fat: '#f6e7da', board: '#efe3d3' },
  4: { meat: '#a4343a', fat: '#f3e3d0', board: '#e6dccf' },
  5: { meat: '#e39a8f', fat: '#faefe4', board: '#f1e6da' },
  6: { meat: '#e8b27d', fat: '#fbeede', board: '#f4ecdf' },
  7: { meat: '#6d1a1f', fat: '#e9d6c0', board: '#ddd0bd' },
}
const fallback = { meat: '#b5443f', fat: '#f5e4d2', board: '#eadfd0' }

/** A small deterministic random generator, so each product always gets the same picture. */
function random(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7)
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function cut(
  x: number,
  y: number,
  rx: number,
  ry: number,
  colours: typeof fallback,
  next: () => number,
) {
  const marbling = Array.from({ length: 7 }, () => {
    const sx = x - rx * 0.6 + next() * rx * 1.2
    const sy = y - ry * 0.5 + next() * ry
    return `<path d="M${sx} ${sy} q ${20 + next() * 40} ${-10 + next() * 20} ${50 + next() * 60} ${-5 + next() * 10}" stroke="${colours.fat}" stroke-width="${2 + next() * 4}" fill="none" stroke-linecap="round" opacity="0.8"/>`
  }).join('')
  return `<ellipse cx="${x}" cy="${y}" rx="${rx + 14}" ry="${ry + 12}" fill="${colours.fat}"/>
    <ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${colours.meat}"/>${marbling}`
}

/** A 800×600 WebP illustration of cuts on a board, in the category's colours. */
export async function productPicture(sku: string, category: number): Promise<Buffer> {
  const colours = palettes[category] ?? fallback
  const next = random(sku)
  const pieces = 1 + Math.floor(next() * 3)
  const cuts = Array.from({ length: pieces }, (_, index) =>
    cut(
      250 + index * (300 / pieces) + next() * 60,
      300 + (next() - 0.5) * 80,
      110 + next() * 50,
      70 + next() * 40,
      colours,
      next,
    ),
  ).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <rect width="800" height="600" fill="#faf6f0"/>
    <rect x="60" y="90" width="680" height="420" rx="40" fill="${colours.board}"/>
    ${cuts}
    <circle cx="${120 + next() * 560}" cy="${130 + next() * 40}" r="10" fill="#4f772d"/>
    <circle cx="${140 + next() * 520}" cy="${460 + next() * 30}" r="7" fill="#4f772d"/>
  </svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}
