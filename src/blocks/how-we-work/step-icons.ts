/** The icons an editor picks for a step, and their line drawings (24 × 24). */
export const stepIcons = ['order', 'pack', 'deliver'] as const

export const stepIconPaths: Record<(typeof stepIcons)[number], string> = {
  order: 'M4 5h16v14H4zM8 9h8M8 13h5',
  pack: 'M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8',
  deliver:
    'M2 6h11v10H2zM13 10h5l3 3v3h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
}
