import type { Locale } from '@/i18n/locales'

import { catalogSettings } from '../catalog-settings'
import { serverError } from '../controller-answers'
import {
  type DoubleRequest,
  type DoubleRoute,
  languageOf,
  missingBody,
  notFoundText,
  refusedWithList,
  refusedWithText,
  unauthorized,
} from '../http'
import type { DoubleProduct } from '../state'
import { localeOfLanguage, seName } from './catalog-models'
import { type DoubleReview, reviewsOf } from './review-store'

const texts: Record<
  Locale,
  {
    registeredOnly: string
    onlyAfterPurchasing: string
    approved: string
    pending: string
    afterApproval: string
    added: string
  }
> = {
  nl: {
    registeredOnly: 'Alleen geregistreerde klanten kunnen beoordelingen schrijven',
    onlyAfterPurchasing: 'Een product kan pas na aankoop beoordeeld worden',
    approved: 'Goedgekeurd',
    pending: 'In afwachting',
    afterApproval: 'U ziet de beoordeling nadat de beheerder ze heeft goedgekeurd.',
    added: 'De beoordeling is toegevoegd.',
  },
  fr: {
    registeredOnly: 'Seuls les clients enregistrés peuvent écrire des avis',
    onlyAfterPurchasing: "Le produit ne peut être évalué qu'après l'achat",
    approved: 'Approuvé',
    pending: 'En attente',
    afterApproval: "Vous verrez l'avis après son approbation par l'administrateur.",
    added: "L'avis a été ajouté.",
  },
  en: {
    registeredOnly: 'Only registered customers can write reviews',
    onlyAfterPurchasing: 'Product can be reviewed only after purchasing it',
    approved: 'Approved',
    pending: 'Pending',
    afterApproval: 'You will see the product review after approving by a store administrator.',
    added: 'Product review is successfully added.',
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
  b.createdOn.localeCompare(a.createdOn) || a.id - b.id

/**
 * The product a review call is about, as ProductController checks it: there, not deleted,
 * published and open to reviews (every product of the shop is).
 */
const reviewableProduct = (request: DoubleRequest) =>
  request.state.products.find(
    (product) => product.id === Number(request.params.productId) && product.published,
  )

const notReviewable = (productId: string) =>
  notFoundText(`Product id=${productId} not found or does not meet the required criteria.`)

/**
 * CustomerService.FormatUsernameAsync with the stock CustomerNameFormat (ShowFirstName); the
 * demo reviews keep the name they came with.
 */
function authorName(request: DoubleRequest, review: DoubleReview) {
  const customer =
    review.customerId === null ? null : request.state.customers.get(review.customerId)
  return customer ? customer.firstName : review.customerName
}

function reviewModel(request: DoubleRequest, review: DoubleReview, locale: Locale) {
  return {
    id: review.id,
    customer_id: review.customerId ?? 0,
    customer_avatar_url: null,
    customer_name: authorName(request, review),
    allow_viewing_profiles: false,
    title: review.title,
    review_text: review.text,
    reply_text: null,
    rating: review.rating,
    written_on_str: writtenOn(review.createdOn, locale),
    helpfulness: { product_review_id: review.id, helpful_yes_total: 0, helpful_no_total: 0 },
    additional_product_review_list: [],
    custom_properties: {},
  }
}

const ownReviewOf = (request: DoubleRequest, product: DoubleProduct) =>
  reviewsOf(request.state).find(
    (review) => review.customerId === request.customer?.id && review.productId === product.id,
  )

/** ProductReviewService.CanAddReviewAsync: one review per customer and product when set so. */
const canAddReview = (request: DoubleRequest, product: DoubleProduct) =>
  !catalogSettings(request.state).oneReviewPerProductFromCustomer || !ownReviewOf(request, product)

/**
 * ProductController.ValidateProductReviewAvailabilityAsync: why the customer may not review the
 * product (a guest; one who has no complete order of it, when only buyers may review).
 */
function reviewRefusals(request: DoubleRequest, product: DoubleProduct, locale: Locale) {
  const settings = catalogSettings(request.state)
  const customer = request.customer
  const refusals: string[] = []
  if (customer?.isGuest && !settings.allowAnonymousReviews)
    refusals.push(texts[locale].registeredOnly)
  if (!settings.reviewOnlyAfterPurchasing) return refusals
  const bought = [...request.state.orders.values()].some(
    (order) =>
      order.customerId === customer?.id &&
      order.orderStatus === 'Complete' &&
      order.lines.some((line) => line.productId === product.id),
  )
  if (!bought) refusals.push(texts[locale].onlyAfterPurchasing)
  return refusals
}

/** ProductModelFactory.PrepareProductReviewsModelAsync: the approved reviews, newest first. */
function productReviewsModel(request: DoubleRequest, product: DoubleProduct, result?: string) {
  const locale = localeOfLanguage(languageOf(request))
  const settings = catalogSettings(request.state)
  return {
    product_id: product.id,
    product_name: product.name[locale],
    product_se_name: seName(product.name.nl),
    items: reviewsOf(request.state)
      .filter((review) => review.productId === product.id && review.approved)
      .sort(newestFirst)
      .map((review) => reviewModel(request, review, locale)),
    add_product_review: {
      title: null,
      review_text: null,
      rating: settings.defaultRating,
      display_captcha: false,
      can_current_customer_leave_review:
        settings.allowAnonymousReviews || Boolean(request.customer && !request.customer.isGuest),
      successfully_added: result !== undefined,
      can_add_new_review: canAddReview(request, product),
      result: result ?? null,
    },
    review_type_list: [],
    add_additional_product_review_list: [],
    custom_properties: {},
  }
}

type AddBody = {
  add_product_review?: {
    title?: string | null
    review_text?: string | null
    rating?: number
  } | null
  add_additional_product_review_list?: unknown[] | null
}

const NULL_REFERENCE = 'Object reference not set to an instance of an object.'

/**
 * The plugin's product review calls (ProductController.cs, "Product reviews"). The shop approves
 * reviews before they are shown. The plugin has no call for the newest reviews of the shop.
 */
export const reviewsRoutes: DoubleRoute[] = [
  {
    // ProductController.ProductReviews: any customer with a token (a guest too) reads them.
    method: 'GET',
    path: 'Product/ProductReviews/:productId',
    handle(request) {
      if (!request.customer) return unauthorized
      const product = reviewableProduct(request)
      if (!product) return notReviewable(request.params.productId)
      return { json: productReviewsModel(request, product) }
    },
  },
  {
    // ProductController.ProductReviewsAdd: [FromBody] ProductReviewsModelDto. 404 for a product
    // not open to a (further) review, 400 with the list of reasons the customer may not write
    // one; no check of title or text; a rating outside 1–5 becomes the default. The review is
    // stored before the additional review list is walked: without that list the call then
    // fails (500) with the review already kept.
    method: 'POST',
    path: 'Product/ProductReviewsAdd/:productId',
    handle(request) {
      const customer = request.customer
      if (!customer) return unauthorized
      const noBody = missingBody(request.body)
      if (noBody) return noBody
      const product = reviewableProduct(request)
      if (!product || !canAddReview(request, product))
        return notReviewable(request.params.productId)
      const locale = localeOfLanguage(languageOf(request))
      const refusals = reviewRefusals(request, product, locale)
      if (refusals.length > 0) return refusedWithList(refusals)
      const settings = catalogSettings(request.state)
      const body = (request.body ?? {}) as AddBody
      const input = body.add_product_review
      if (!input) return serverError(NULL_REFERENCE)
      const rating = Number(input.rating)
      reviewsOf(request.state).push({
        id: request.state.nextId(),
        productId: product.id,
        customerId: customer.id,
        customerName: customer.firstName,
        title: input.title ?? '',
        text: input.review_text ?? '',
        rating:
          Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : settings.defaultRating,
        approved: !settings.reviewsMustBeApproved,
        createdOn: new Date().toISOString(),
      })
      if (!Array.isArray(body.add_additional_product_review_list))
        return serverError(NULL_REFERENCE)
      const result = settings.reviewsMustBeApproved
        ? texts[locale].afterApproval
        : texts[locale].added
      return { json: productReviewsModel(request, product, result) }
    },
  },
  {
    // ProductController.CustomerProductReviews: 400 for a guest; the customer's reviews, approved
    // or not, newest first, a page at a time.
    method: 'GET',
    path: 'Product/CustomerProductReviews',
    handle(request) {
      const customer = request.customer
      if (!customer) return unauthorized
      if (customer.isGuest) return refusedWithText('Customer is not registered.')
      const locale = localeOfLanguage(languageOf(request))
      const own = reviewsOf(request.state)
        .filter((review) => review.customerId === customer.id)
        .sort(newestFirst)
      const settings = catalogSettings(request.state)
      const pageSize = settings.accountReviewsPageSize
      const pageNumber = Math.max(1, Number(request.query.get('pageNumber')) || 1)
      const totalPages = Math.ceil(own.length / pageSize)
      const page = own.slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
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
              approval_status: settings.reviewsMustBeApproved
                ? review.approved
                  ? texts[locale].approved
                  : texts[locale].pending
                : null,
              additional_product_review_list: [],
              custom_properties: {},
            }
          }),
          pager_model: {
            current_page: pageNumber,
            page_index: pageNumber - 1,
            page_size: pageSize,
            total_records: own.length,
            total_pages: totalPages,
          },
          custom_properties: {},
        },
      }
    },
  },
]
