import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False in the server's HTML and until React has taken over the component, true from then on. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
