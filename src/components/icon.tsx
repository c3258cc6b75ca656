const paths = {
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  order: 'M4 5h16v14H4zM8 9h8M8 13h5',
  pack: 'M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8',
  deliver:
    'M2 6h11v10H2zM13 10h5l3 3v3h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
}

export type IconName = keyof typeof paths

/** A 24-pixel line icon; decorative, so the control around it carries the label. */
export function Icon({ name }: { name: IconName }) {
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
      <path d={paths[name]} />
    </svg>
  )
}
