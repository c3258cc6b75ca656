'use client'

import { useCallback, useEffect, useState } from 'react'

/**
 * Why a shopper's own data could not be read: the backend did not answer (503), nobody is signed
 * in (401), or something else went wrong.
 */
export type ReadFailure = 'unavailable' | 'signed-out' | 'error'

async function readOwn<T>(path: string): Promise<T | { failure: ReadFailure }> {
  try {
    const response = await fetch(path, { cache: 'no-store' })
    if (response.ok) return (await response.json()) as T
    if (response.status === 503) return { failure: 'unavailable' }
    return { failure: response.status === 401 ? 'signed-out' : 'error' }
  } catch {
    return { failure: 'error' }
  }
}

const isFailure = (answer: unknown): answer is { failure: ReadFailure } =>
  typeof answer === 'object' && answer !== null && 'failure' in answer

/**
 * The shopper's own part of a page that is the same for everybody (docs/adr/0036): read from
 * `path` once the page has loaded and again on `reload`. Only the latest read is shown; data
 * read once stays shown when a later read fails.
 */
export function useOwnRead<T>(path: string) {
  const [data, setData] = useState<T | null>(null)
  const [failure, setFailure] = useState<ReadFailure | null>(null)
  const [reads, setReads] = useState(0)
  const reload = useCallback(() => setReads((count) => count + 1), [])

  useEffect(() => {
    let latest = true
    void readOwn<T>(path).then((answer) => {
      if (!latest) return
      if (isFailure(answer)) return setFailure(answer.failure)
      setFailure(null)
      setData(answer)
    })
    return () => {
      latest = false
    }
  }, [path, reads])

  return { data, failure, reload }
}
