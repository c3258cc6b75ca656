export const REVIEW_TITLE_MAX = 120
export const REVIEW_TEXT_MAX = 2000

export type ReviewForm = { title: string; text: string; rating: number }

/** Message keys (namespace `reviews.problems`) of what keeps a review from being sent. */
export type ReviewProblem =
  | 'title-required'
  | 'title-too-long'
  | 'text-required'
  | 'text-too-long'
  | 'rating-required'
  // refused by the backend: a second review of one product, a product not bought yet
  | 'review-exists'
  | 'purchase-required'

export function reviewProblems(form: ReviewForm): Partial<Record<keyof ReviewForm, ReviewProblem>> {
  const problems: Partial<Record<keyof ReviewForm, ReviewProblem>> = {}
  const title = form.title.trim()
  const text = form.text.trim()
  if (!title) problems.title = 'title-required'
  else if (title.length > REVIEW_TITLE_MAX) problems.title = 'title-too-long'
  if (!text) problems.text = 'text-required'
  else if (text.length > REVIEW_TEXT_MAX) problems.text = 'text-too-long'
  if (!Number.isInteger(form.rating) || form.rating < 1 || form.rating > 5)
    problems.rating = 'rating-required'
  return problems
}

/** How a review is signed in the shop: first name and the initial of the last name. */
export const reviewAuthor = (firstName: string, lastName: string) =>
  [firstName.trim(), lastName.trim() ? `${lastName.trim().charAt(0).toUpperCase()}.` : '']
    .filter(Boolean)
    .join(' ')
