/** Screens whose main content comes with a later part of the shop; the frame is real. */
export const placeholderScreens = {
  accountDownloads: { pathname: '/account/downloads', signedIn: true },
} as const

export type PlaceholderScreen = keyof typeof placeholderScreens
