/** The header's icons (the page's first scripts carry them: the blocks keep their own). */
export const icons = {
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  menu: 'M3 6h18M3 12h18M3 18h18',
}

/** A 24-pixel line icon drawn by the path `d`; decorative, so the control around it carries the label. */
export function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={d} />
    </svg>
  )
}
