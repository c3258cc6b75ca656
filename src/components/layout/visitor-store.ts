/** The per-visitor part of the header: the cart badge's number and who is signed in. */
export type Visitor = {
  itemCount: number
  customer: { firstName: string; lastName: string } | null
}

/** A focus within this many milliseconds of the last question asks nothing. */
export const FOCUS_THROTTLE_MS = 5_000

/**
 * What every header island knows of this visitor, asked of the server once for all of them.
 * A change announced here (a line added) shows at once; an answer to a question asked before that
 * change is dropped, since it may not count it, and the server is asked again.
 */
export function createVisitorStore(ask: () => Promise<Visitor>, now: () => number = Date.now) {
  let visitor: Visitor | undefined
  let change = 0
  let running: Promise<void> | null = null
  let askAgain = false
  let askedAt = -Infinity
  const listeners = new Set<() => void>()

  const publish = (next: Visitor) => {
    visitor = next
    for (const listener of listeners) listener()
  }

  /** Asks the server; asked while a question runs, it asks again once that one is answered. */
  const refresh = (): Promise<void> => {
    if (running) {
      askAgain = true
      return running
    }
    const changeAsked = change
    askedAt = now()
    running = ask()
      .then(
        (answer) => {
          if (changeAsked === change) publish(answer)
          else askAgain = true
        },
        // The server does not answer: the header keeps what it showed.
        () => undefined,
      )
      .finally(() => {
        running = null
        if (askAgain) {
          askAgain = false
          void refresh()
        }
      })
    return running
  }

  return {
    get: () => visitor,
    subscribe(listener: () => void) {
      listeners.add(listener)
      if (visitor === undefined && !running) void refresh()
      return () => listeners.delete(listener)
    },
    refresh,
    /** Back on the page: asks again, unless it just did. */
    refocus() {
      if (now() - askedAt >= FOCUS_THROTTLE_MS) void refresh()
    },
    /** The cart's new count, shown now, then checked with the server; without one, only checked. */
    announce(itemCount?: number): Promise<void> {
      if (itemCount !== undefined) {
        change++
        publish({ customer: visitor?.customer ?? null, itemCount })
      }
      return refresh()
    },
  }
}
