'use client'

import { type ComponentType, lazy, Suspense } from 'react'

type Props = { buildId: string }

// It shows nothing: the server renders nothing in its place, and the browser gets its script
// after the page's first ones (Next.js makes `typeof window` a constant in each bundle).
const DeploymentWatcher: ComponentType<Props> =
  typeof window === 'undefined'
    ? () => null
    : lazy(() =>
        import('./deployment-watcher').then((module) => ({ default: module.DeploymentWatcher })),
      )

/**
 * The deployment watcher has nothing to do before the visitor's next navigation, so its script
 * need not be among the page's first.
 */
export function LazyDeploymentWatcher({ buildId }: Props) {
  return (
    <Suspense fallback={null}>
      <DeploymentWatcher buildId={buildId} />
    </Suspense>
  )
}
