/** The per-visitor part of the header: the cart badge's number and who is signed in. */
export type Visitor = {
  itemCount: number
  customer: { firstName: string; lastName: string } | null
}

/** A focus within this many milliseconds of the last question asks nothing. */
export const FOCUS_THROTTLE_MS = 5_000

/** Without any answer yet, the server is asked again this many milliseconds after failing. */
export const RETRY_MS = 5_000

/**
 * What every header island knows of this visitor, asked of the server once for all of them.
 * A change announced here (a line added, a sign-in) drops any answer to a question asked before
 * it, since that answer may not show it, and the server is asked again; a count announced shows
 * at once.
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

  /** Asks until an answer is as new as the last change, or the server does not answer. */
  async function askUntilCurrent(): Promise<void> {
    do {
      askAgain = false
      const changeAsked = change
      askedAt = now()
      try {
        const answer = await ask()
        if (changeAsked === change) publish(answer)
        else askAgain = true
      } catch {
        // The server does not answer: the header keeps what it showed, or tries once more soon.
        if (visitor === undefined && !askAgain) setTimeout(() => void refresh(), RETRY_MS)
      }
    } while (askAgain)
  }

  /** Asks the server; asked while a question runs, it resolves once a newer answer is in. */
  function refresh(): Promise<void> {
    if (running) {
      askAgain = true
      return running
    }
    running = askUntilCurrent().finally(() => {
      running = null
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
    /**
     * Something changed (a line added, a sign-in or out, new details): shows the cart's new count
     * at once when there is one, and resolves once the server's answer after the change is in.
     */
    announce(itemCount?: number): Promise<void> {
      change++
      if (itemCount !== undefined) publish({ customer: visitor?.customer ?? null, itemCount })
      return refresh()
    },
  }
}
