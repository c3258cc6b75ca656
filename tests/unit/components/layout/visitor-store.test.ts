import { describe, expect, it, vi } from 'vitest'

import {
  createVisitorStore,
  FOCUS_THROTTLE_MS,
  RETRY_MS,
  type Visitor,
} from '@/components/layout/visitor-store'

const ann: Visitor = { itemCount: 2, customer: { firstName: 'Ann', lastName: 'Peeters' } }

/** A server whose answers the test gives, one question at a time. */
function server() {
  const questions: { answer: (visitor: Visitor) => void; fail: () => void }[] = []
  const ask = () =>
    new Promise<Visitor>((resolve, reject) =>
      questions.push({ answer: resolve, fail: () => reject(new Error('503')) }),
    )
  return { ask, questions }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A store an island has subscribed to, whose first question the server answered with Ann. */
async function knowingAnn(now?: () => number) {
  const { ask, questions } = server()
  const store = createVisitorStore(ask, now)
  store.subscribe(() => undefined)
  questions[0].answer(ann)
  await settle()
  return { store, questions }
}

describe('the visitor store', () => {
  it('asks once for every island, on the first subscription', async () => {
    const { ask, questions } = server()
    const store = createVisitorStore(ask)
    let heard = 0
    store.subscribe(() => heard++)
    store.subscribe(() => heard++)
    expect(questions).toHaveLength(1)
    questions[0].answer(ann)
    await settle()
    expect(store.get()).toEqual(ann)
    expect(heard).toBe(2)
  })

  it('shows an announced count at once and drops an answer asked before it', async () => {
    const { store, questions } = await knowingAnn()
    void store.refresh()
    void store.announce(3)
    expect(store.get()).toEqual({ ...ann, itemCount: 3 })
    questions[1].answer(ann) // asked before the line was added
    await settle()
    expect(store.get()?.itemCount).toBe(3)
    expect(questions).toHaveLength(3)
    questions[2].answer({ ...ann, itemCount: 3 })
    await settle()
    expect(store.get()).toEqual({ ...ann, itemCount: 3 })
  })

  it('asks again after a question that was running when another was asked for', async () => {
    const { ask, questions } = server()
    const store = createVisitorStore(ask)
    store.subscribe(() => undefined)
    void store.announce() // signed in while the first question runs
    expect(questions).toHaveLength(1)
    questions[0].answer({ itemCount: 0, customer: null })
    await settle()
    expect(questions).toHaveLength(2)
    questions[1].answer(ann)
    await settle()
    expect(store.get()).toEqual(ann)
  })

  it('keeps what it showed when the server does not answer', async () => {
    const { store, questions } = await knowingAnn()
    void store.refresh()
    questions[1].fail()
    await settle()
    expect(store.get()).toEqual(ann)
  })

  it('asks again on focus, but not twice within the throttle', async () => {
    let clock = 0
    const { store, questions } = await knowingAnn(() => clock)
    clock += FOCUS_THROTTLE_MS - 1
    store.refocus()
    expect(questions).toHaveLength(1)
    clock += 1
    store.refocus()
    expect(questions).toHaveLength(2)
  })
})

describe('the visitor store after a sign-in or out', () => {
  it('drops an answer asked before it, and resolves once the newer one is in', async () => {
    const { store, questions } = await knowingAnn()
    void store.refresh() // the tab came back into view
    let done = false
    void store.announce().then(() => (done = true)) // signed out meanwhile
    questions[1].answer(ann) // asked while still signed in
    await settle()
    expect(store.get()).toEqual(ann)
    expect(done).toBe(false)
    questions[2].answer({ itemCount: 0, customer: null })
    await settle()
    expect(store.get()).toEqual({ itemCount: 0, customer: null })
    expect(done).toBe(true)
  })
})

describe('the visitor store without an answer yet', () => {
  it('asks once more a little later', async () => {
    vi.useFakeTimers()
    try {
      const { ask, questions } = server()
      const store = createVisitorStore(ask)
      store.subscribe(() => undefined)
      questions[0].fail()
      await vi.advanceTimersByTimeAsync(RETRY_MS - 1)
      expect(questions).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(questions).toHaveLength(2)
      questions[1].answer(ann)
      await vi.advanceTimersByTimeAsync(0)
      expect(store.get()).toEqual(ann)
    } finally {
      vi.useRealTimers()
    }
  })
})
