import type { Locale } from '@/i18n/locales'
import { reviewAuthor, reviewProblems } from '@/commerce/rules/review-input'

import { badRequest, type DoubleRequest, type DoubleRoute, languageOf, unauthorized } from '../http'
import type { DoubleProduct } from '../state'
import { localeOfLanguage, seName } from './catalog-models'
import { type DoubleReview, reviewsOf } from './review-store'

const DEFAULT_RATING = 5
const ACCOUNT_PAGE_SIZE = 10
const LATEST_DEFAULT = 5

const texts: Record<
  Locale,
  { registeredOnly: string; approved: string; pending: string; afterApproval: string }
> = {
  nl: {
    registeredOnly: 'Alleen geregistreerde klanten kunnen beoordelingen schrijven',
    approved: 'Goedgekeurd',
    pending: 'In afwachting',
    afterApproval: 'U ziet de beoordeling nadat de beheerder ze heeft goedgekeurd.',
  },
  fr: {
    registeredOnly: 'Seuls les clients enregistrés peuvent écrire des avis',
    approved: 'Approuvé',
    pending: 'En attente',
    afterApproval: "Vous verrez l'avis après son approbation par l'administrateur.",
  },
  en: {
    registeredOnly: 'Only registered customers can write reviews',
    approved: 'Approved',
    pending: 'Pending',
    afterApproval: 'You will see the product review after approving by a store administrator.',
  },
}

/**
 * When a review was written, as nopCommerce shows it: .NET's short date and time ("g") of the
 * language, in the shop's time zone: "5/02/2026 10:00", "05/02/26 10:00", "2/5/2026 10:00 AM".
 */
export function writtenOn(iso: string, locale: Locale) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )
  const [day, month, year, hour, minute] = ['day', 'month', 'year', 'hour', 'minute'].map((type) =>
    Number(parts[type]),
  )
  const two = (value: number) => String(value).padStart(2, '0')
  if (locale === 'en')
    return `${month}/${day}/${year} ${hour % 12 || 12}:${two(minute)} ${hour < 12 ? 'AM' : 'PM'}`
  if (locale === 'fr')
    return `${two(day)}/${two(month)}/${String(year).slice(2)} ${two(hour)}:${two(minute)}`
  return `${day}/${two(month)}/${year} ${hour}:${two(minute)}`
}

const newestFirst = (a: DoubleReview, b: DoubleReview) =>
  b.createdOn.localeCompare(a.createdOn) || b.id - a.id

const productOf = (request: DoubleRequest) =>
  request.state.products.find((product) => product.id === Number(request.params.productId))

const notFound = (productId: string) => ({
  status: 404,
  json: { message: `Product id=${productId} not found or does not meet the required criteria.` },
})

function reviewModel(review: DoubleReview, locale: Locale) {
  return {
    id: review.id,
    customer_id: review.customerId ?? 0,
    customer_avatar_url: null,
    customer_name: review.customerName,
    allow_viewing_profiles: false,
    title: review.title,
    review_text: review.text,
    reply_text: null,
    rating: review.rating,
    written_on_str: writtenOn(review.createdOn, locale),
    helpfulness: { product_review_id: review.id, helpful_yes_total: 0, helpful_no_total: 0 },
    additional_product_review_list: [],
  }
}

function productReviewsModel(request: DoubleRequest, product: DoubleProduct, result?: string) {
  const locale = localeOfLanguage(languageOf(request))
  return {
    product_id: product.id,
    product_name: product.name[locale],
    product_se_name: seName(product.name.nl),
    items: reviewsOf(request.state)
      .filter((review) => review.productId === product.id && review.approved)
      .sort(newestFirst)
      .map((review) => reviewModel(review, locale)),
    add_product_review: {
      title: null,
      review_text: null,
      rating: DEFAULT_RATING,
      display_captcha: false,
      can_current_customer_leave_review: Boolean(request.customer && !request.customer.isGuest),
      successfully_added: result !== undefined,
      can_add_new_review: true,
      result: result ?? null,
    },
    review_type_list: [],
    add_additional_product_review_list: [],
  }
}

type AddBody = { add_product_review?: { title?: string; review_text?: string; rating?: number } }

/**
 * The plugin's product review calls. The shop approves reviews before they are shown, and keeps
 * one review per customer and product: sending one again replaces it, to be approved again.
 * `LatestProductReviews` is the shop's own addition in the plugin's style: its newest approved
 * reviews, for the home page.
 */
export const reviewsRoutes: DoubleRoute[] = [
  {
    method: 'GET',
    path: 'Product/ProductReviews/:productId',
    handle(request) {
      if (!request.customer) return unauthorized
      const product = productOf(request)
      if (!product) return notFound(request.params.productId)
      return { json: productReviewsModel(request, product) }
    },
  },
  {
    method: 'POST',
    path: 'Product/ProductReviewsAdd/:productId',
    handle(request) {
      const customer = request.customer
      if (!customer) return unauthorized
      const product = productOf(request)
      if (!product) return notFound(request.params.productId)
      const locale = localeOfLanguage(languageOf(request))
      if (customer.isGuest) return badRequest(texts[locale].registeredOnly)
      const input = (request.body as AddBody | undefined)?.add_product_review ?? {}
      const form = {
        title: String(input.title ?? ''),
        text: String(input.review_text ?? ''),
        rating: Number(input.rating),
      }
      const problems = reviewProblems(form)
      if (problems.title || problems.text)
        return {
          status: 400,
          json: [problems.title, problems.text].filter(Boolean),
        }
      const rating = problems.rating ? DEFAULT_RATING : form.rating
      const reviews = reviewsOf(request.state)
      const fields = {
        title: form.title.trim(),
        text: form.text.trim(),
        rating,
        approved: false,
        customerName: reviewAuthor(customer.firstName, customer.lastName),
        createdOn: new Date().toISOString(),
      }
      const own = reviews.find(
        (review) => review.customerId === customer.id && review.productId === product.id,
      )
      if (own) Object.assign(own, fields)
      else
        reviews.push({
          id: request.state.nextId(),
          productId: product.id,
          customerId: customer.id,
          ...fields,
        })
      return { json: productReviewsModel(request, product, texts[locale].afterApproval) }
    },
  },
  {
    method: 'GET',
    path: 'Product/CustomerProductReviews',
    handle(request) {
      const customer = request.customer
      if (!customer) return unauthorized
      if (customer.isGuest) return badRequest('Customer is not registered.')
      const locale = localeOfLanguage(languageOf(request))
      const own = reviewsOf(request.state)
        .filter((review) => review.customerId === customer.id)
        .sort(newestFirst)
      const pageNumber = Math.max(1, Number(request.query.get('pageNumber')) || 1)
      const totalPages = Math.ceil(own.length / ACCOUNT_PAGE_SIZE)
      const page = own.slice((pageNumber - 1) * ACCOUNT_PAGE_SIZE, pageNumber * ACCOUNT_PAGE_SIZE)
      return {
        json: {
          product_reviews: page.map((review) => {
            const product = request.state.products.find((known) => known.id === review.productId)
            return {
              product_id: review.productId,
              product_name: product?.name[locale] ?? '',
              product_se_name: product ? seName(product.name.nl) : '',
              title: review.title,
              review_text: review.text,
              reply_text: null,
              rating: review.rating,
              written_on_str: writtenOn(review.createdOn, locale),
              approval_status: review.approved ? texts[locale].approved : texts[locale].pending,
              additional_product_review_list: [],
            }
          }),
          pager_model: {
            current_page: pageNumber,
            page_index: pageNumber - 1,
            page_size: ACCOUNT_PAGE_SIZE,
            total_records: own.length,
            total_pages: totalPages,
          },
        },
      }
    },
  },
  {
    method: 'GET',
    path: 'Product/LatestProductReviews',
    handle(request) {
      if (!request.customer) return unauthorized
      const locale = localeOfLanguage(languageOf(request))
      const count = Math.max(1, Number(request.query.get('count')) || LATEST_DEFAULT)
      const latest = reviewsOf(request.state)
        .filter((review) => review.approved)
        .sort(newestFirst)
        .slice(0, count)
      return {
        json: {
          items: latest.map((review) => {
            const product = request.state.products.find((known) => known.id === review.productId)
            return {
              ...reviewModel(review, locale),
              product_id: review.productId,
              product_name: product?.name[locale] ?? '',
              product_se_name: product ? seName(product.name.nl) : '',
            }
          }),
        },
      }
    },
  },
]
