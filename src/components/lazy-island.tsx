'use client'

import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A client component whose script loads only on pages that render it. The server still renders
 * it into the page's HTML. React.lazy instead of next/dynamic, whose loader costs about 1.5 kB
 * gzipped on every page that imports it.
 */
export function lazyIsland<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Island = lazy(() => load().then((component) => ({ default: component })))
  return function LazyIsland(props: Props) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    )
  }
}
