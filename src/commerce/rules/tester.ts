import { shopClock } from './delivery-calendar'

export const MOTIVATION_MAX = 2000

export type ApplicationForm = { motivation: string }

/** Message keys (namespace `tester.problems`) of what keeps a customer from applying. */
export type TesterProblem =
  | 'motivation-too-long'
  | 'test-unavailable'
  | 'test-not-started'
  | 'test-ended'
  | 'test-full'
  | 'already-applied'

/** A reason the tester programme turns an application down; its code is the message key. */
export class TesterRefusal extends Error {
  constructor(readonly code: TesterProblem) {
    super(code)
    this.name = 'TesterRefusal'
  }
}

export function applicationProblems(
  form: ApplicationForm,
): Partial<Record<keyof ApplicationForm, TesterProblem>> {
  return form.motivation.trim().length > MOTIVATION_MAX ? { motivation: 'motivation-too-long' } : {}
}

/** What a test's dates are, as the tests collection holds them (ISO instants). */
export type TestPeriod = { startsOn: string; endsOn: string }

export type TestPhase = 'upcoming' | 'running' | 'ended'

/** The shop's calendar day (YYYY-MM-DD, Brussels time) of a stored date. */
export const shopDay = (date: string): string => shopClock(new Date(date)).day

/** A test runs from the first to the last day of its period, both included, in shop time. */
export function testPhase(period: TestPeriod, now: Date): TestPhase {
  const today = shopClock(now).day
  if (today < shopDay(period.startsOn)) return 'upcoming'
  if (today > shopDay(period.endsOn)) return 'ended'
  return 'running'
}

export const placesLeft = (places: number, taken: number): number =>
  Math.max(0, Math.floor(places) - taken)

/** Why a customer cannot apply to a test now, or null when they can. */
export function applicationRefusal(
  test: TestPeriod & { places: number },
  taken: number,
  alreadyApplied: boolean,
  now: Date,
): TesterProblem | null {
  if (alreadyApplied) return 'already-applied'
  const phase = testPhase(test, now)
  if (phase === 'upcoming') return 'test-not-started'
  if (phase === 'ended') return 'test-ended'
  return placesLeft(test.places, taken) === 0 ? 'test-full' : null
}
