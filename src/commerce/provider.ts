/**
 * The one interface the storefront uses for everything commercial. The native implementation
 * runs on Payload collections; a nopCommerce implementation can proxy `/api-frontend`.
 * Every method takes the visitor's locale or shopper explicitly: implementations hold no
 * per-request state.
 */
import type {
  Address,
  AddressInput,
  BookingOptions,
  Cart,
  CartChange,
  CheckoutDetails,
  Category,
  InvoicePdf,
  CategoryRef,
  CountryCode,
  Customer,
  CustomerDetails,
  CustomerDetailsInput,
  Locale,
  Money,
  NewsletterLinkOutcome,
  NewsletterRequest,
  NewsletterStatus,
  Order,
  OrderAgain,
  OrderSummary,
  Paginated,
  PaymentOption,
  PlacedOrder,
  PlaceOrderInput,
  Product,
  ProductFacets,
  ReducedCartLine,
  ProductQuery,
  ProductSummary,
  Registration,
  Review,
  ReviewInput,
  SearchQuery,
  SearchSuggestion,
  Shopper,
  ShopperSession,
  SignedIn,
} from './types'
import type { AddressProblem } from './rules/address'
import type { CustomerDetailsProblem } from './rules/customer-details'
import type { DiscountProblem } from './rules/discounts'
import type { NewsletterPurpose } from './rules/newsletter-token'
import type { ReviewProblem } from './rules/review-input'

export interface CatalogApi {
  /** Root categories in menu order (nopCommerce: Catalog/GetCatalogRoot). */
  rootCategories(locale: Locale): Promise<Category[]>
  /** One category with its subcategories, or null (Catalog/GetCategory/{id}). */
  category(id: number, locale: Locale): Promise<Category | null>
  /** Products of a category, tag or the whole catalog, filtered, sorted and paginated. */
  products(query: ProductQuery): Promise<Paginated<ProductSummary>>
  /** Breeds and tags present among the products a query would list, ignoring its own filters. */
  facets(query: Pick<ProductQuery, 'locale' | 'categoryId'>): Promise<ProductFacets>
  /** One published product with everything its detail page shows, or null. */
  product(id: number, locale: Locale): Promise<Product | null>
  /** Full-text search in the visitor's language (Catalog/SearchProducts). */
  search(query: SearchQuery): Promise<Paginated<ProductSummary>>
  /** A few quick matches for the search box's typeahead. */
  suggest(q: string, locale: Locale, limit?: number): Promise<SearchSuggestion[]>
  /** Every category, flat, for menus and sitemaps. */
  allCategories(locale: Locale): Promise<CategoryRef[]>
}

export interface CartApi {
  get(shopper: Shopper): Promise<Cart>
  /** The number the cart badge shows, without pricing the cart. */
  itemCount(shopper: Shopper): Promise<number>
  /** Applies one change and returns the recalculated cart; bad input throws a CommerceError. */
  change(shopper: Shopper, change: CartChange): Promise<Cart>
  /**
   * The dates a shopper can choose now for delivery to `country` (that country's delivery days)
   * and for pickup, and the shop's times.
   */
  bookingOptions(country: CountryCode): Promise<BookingOptions>
  /** Lines lowered to the stock when the guest cart joined the account's at sign-in, once. */
  takeMergeNotice(shopper: Shopper): Promise<ReducedCartLine[]>
  /**
   * Puts the products of one of the shopper's own orders back in the cart, each line as adding
   * it would (added to the product's line), lowered to what the stock allows; says how each line
   * fared: less or none for lack of stock, none for a product no longer sold or a gift voucher.
   * Another's order, or an unknown one, throws the problem `order-not-found`.
   */
  orderAgain(shopper: Shopper, orderId: string): Promise<OrderAgain>
}

export interface CheckoutApi {
  /** What the shopper gave at checkout so far, or null. */
  details(shopper: Shopper): Promise<CheckoutDetails | null>
  /**
   * Keeps the shopper's contact and addresses for the order; bad input throws a CommerceError.
   * For a delivery, the cart takes the delivery address's country (its delivery costs and VAT).
   */
  setDetails(shopper: Shopper, details: CheckoutDetails): Promise<void>
  /**
   * The ways to pay this cart, labelled in the shopper's language; `current` is the cart when the
   * caller has just read it, so that it is not read again.
   */
  paymentMethods(shopper: Shopper, current?: Cart): Promise<PaymentOption[]>
  /**
   * Places the order in one transaction: everything is checked again (prices, stock, the date
   * against the calendar, the country), the stock is taken and the cart emptied. The same
   * idempotency key gives the same order.
   */
  placeOrder(shopper: Shopper, input: PlaceOrderInput): Promise<PlacedOrder>
  /** The ways to pay one of the shopper's placed orders now (online ones included). */
  orderPaymentMethods(shopper: Shopper, orderId: string): Promise<PaymentOption[]>
  /**
   * Pays an unpaid order of the shopper's another way or again (a new online payment replaces
   * the current one; an order cancelled because its payment failed is reopened when its stock
   * is still there). Where the shopper goes next.
   */
  payAgain(shopper: Shopper, orderId: string, paymentMethod: string): Promise<PlacedOrder['next']>
}

/** An online payment provider's news about an order's payment, followed by the order. */
export interface PaymentsApi {
  /** Asks the payment provider once about an order's open payment (the shopper came back). */
  refreshPayment(shopper: Shopper, orderId: string): Promise<void>
  /**
   * The provider says a payment changed (its webhook): the order follows, once. An unknown id
   * changes nothing; the provider not answering throws, so that it tries again.
   */
  paymentChanged(paymentId: string): Promise<void>
}

export interface CustomerApi {
  /** A session for a new guest, who can then fill a cart and check out without an account. */
  startGuest(locale: Locale): Promise<ShopperSession>
  /**
   * Checks credentials and opens the customer's session; the guest's cart moves into the
   * account. Null when they do not match.
   */
  signIn(email: string, password: string, guest: ShopperSession | null): Promise<SignedIn | null>
  /** Creates an account; bad input or a known e-mail address throws a CommerceError. */
  register(input: Registration): Promise<Customer>
  /** The customer a session speaks for; null for a guest's or an expired session. */
  info(session: ShopperSession): Promise<Customer | null>
  /**
   * E-mails a password reset link: `linkTemplate` with `{token}` replaced by a one-hour token.
   * Says nothing about whether the address has an account, so that nobody can find out.
   */
  requestPasswordReset(email: string, locale: Locale, linkTemplate: string): Promise<void>
  /** Sets a new password; an unknown or expired token throws a CommerceError. */
  resetPassword(token: string, password: string): Promise<void>
  /**
   * The reset token of a password link the backend mails itself to the storefront's address
   * (nopCommerce: `passwordrecovery/confirm?token=&guid=`), from that link's query; null for any
   * other query, and always for a backend that mails the storefront's own link.
   */
  resetTokenOfMailedLink(query: Record<string, string | string[] | undefined>): string | null
  /** Replaces the password after checking the current one; a wrong one throws a CommerceError. */
  changePassword(session: ShopperSession, current: string, next: string): Promise<void>
  /**
   * Signing in by a link the storefront mails (docs/adr/0018), for a backend that can open a
   * customer's session without the password; absent for one that cannot (nopCommerce).
   */
  linkSignIn?: {
    /** The account with this address and its language, or null when there is none. */
    account(email: string): Promise<{ email: string; locale: Locale } | null>
    /** Opens that account's session, the guest's cart moved in as at sign-in; null without one. */
    signIn(email: string, guest: ShopperSession | null): Promise<SignedIn | null>
  }
}

/** The address book a signed-in customer manages in their account. */
export interface AccountApi {
  addresses(session: ShopperSession): Promise<Address[]>
  /** One of the customer's addresses; someone else's or an unknown one throws a CommerceError. */
  address(session: ShopperSession, id: number): Promise<Address>
  /** Adds (no id) or updates one of the customer's addresses; bad input throws a CommerceError. */
  saveAddress(session: ShopperSession, address: AddressInput, id?: number): Promise<Address>
  deleteAddress(session: ShopperSession, id: number): Promise<void>
  /** The signed-in customer's own details. */
  details(session: ShopperSession): Promise<CustomerDetails>
  /**
   * Changes the signed-in customer's names, phone, fax, company and VAT number (never the e-mail
   * address); bad input throws a CommerceError and changes nothing. The details as now kept.
   */
  saveDetails(session: ShopperSession, input: CustomerDetailsInput): Promise<CustomerDetails>
}

export interface OrderApi {
  /** A customer's orders, newest first; a guest's session has none. */
  list(session: ShopperSession): Promise<OrderSummary[]>
  /**
   * An order for the shopper who placed it (the customer, or the guest's session), or for
   * whoever holds its access token (the link in the confirmation e-mail); otherwise null.
   */
  get(shopper: Shopper, orderId: string, accessToken?: string): Promise<Order | null>
  /**
   * A paid order's invoice as a PDF (nopCommerce: Order/GetPdfInvoice/{id}), for whoever may see
   * the order as `get` says, or for staff; null otherwise, and for an order without an invoice.
   */
  invoice(shopper: Shopper, orderId: string, access?: OrderAccess): Promise<InvoicePdf | null>
  /**
   * The credit note of a cancelled invoiced order as a PDF, for the same people as its invoice;
   * null otherwise (nopCommerce: always, it keeps credit notes in its own admin).
   */
  creditNote(shopper: Shopper, orderId: string, access?: OrderAccess): Promise<InvoicePdf | null>
}

/**
 * What opens an order besides being its shopper: its access token, or being staff (the
 * storefront checked the admin's own session before saying so).
 */
export type OrderAccess = { token?: string; staff?: boolean }

export interface ReviewApi {
  /** Whether writing again changes the customer's review (nopCommerce keeps the first as sent). */
  readonly canEdit: boolean
  forProduct(productId: number, page?: number): Promise<Paginated<Review>>
  recent(locale: Locale, limit: number): Promise<Review[]>
  /** A customer's own reviews, approved or still waiting for approval. */
  byCustomer(session: ShopperSession, locale?: Locale): Promise<Review[]>
  /** The customer's review of the product, approved or not, or null. */
  own(session: ShopperSession, productId: number): Promise<Review | null>
  /**
   * Only registered customers may write reviews, one per product: writing again edits the
   * customer's review, which then waits for approval again, where `canEdit`; elsewhere it throws
   * the problem `review-exists`.
   */
  write(session: ShopperSession, input: ReviewInput): Promise<Review>
}

/**
 * Double opt-in: an address is subscribed only through the link mailed to it, and leaves only
 * through a signed link or its customer's own account.
 */
export interface NewsletterApi {
  /** Mails the address a confirmation link in `locale`; answers the same whatever it knew. */
  subscribe(email: string, locale: Locale): Promise<NewsletterRequest>
  /** Subscribes the address a confirmation link was mailed to. */
  confirm(token: string): Promise<NewsletterLinkOutcome>
  /**
   * Unsubscribes the address an unsubscribe link was made for, or (a backend that only ends a
   * subscription through its own mailed link) has that link mailed to it.
   */
  unsubscribe(token: string): Promise<NewsletterLinkOutcome>
  /**
   * The storefront screen and token for a newsletter link the backend mails itself to the
   * storefront's address (nopCommerce: `newsletter/subscriptionactivation/{token}/{active}`);
   * null for anything else, and always for a backend that mails the storefront's own links.
   */
  mailedLink(token: string, active: string): { purpose: NewsletterPurpose; token: string } | null
  /** The unsubscribe link that goes into every mail to a subscriber. */
  unsubscribeLink(email: string, locale: Locale): Promise<string>
  /**
   * Whether a customer's own address gets the newsletter, or waits for the confirmation link
   * (a backend that cannot tell a waiting address from an unsubscribed one says `off`).
   */
  forCustomer(session: ShopperSession): Promise<NewsletterStatus>
  /** A customer switches the newsletter for their own address; on still asks for confirmation. */
  setForCustomer(
    session: ShopperSession,
    on: boolean,
    locale: Locale,
  ): Promise<NewsletterRequest | 'unsubscribed'>
}

export interface LanguageApi {
  /** Tells the backend which language the shopper now uses (Common/SetLanguage). */
  setLanguage(shopper: Shopper, locale: Locale): Promise<void>
}

/** The link to an order's page that its token opens, in the shopper's language. */
export type OrderLinks = (orderId: string, token: string, locale: Locale) => Promise<string>

/** The public address of a newsletter link's screen, for a token, in a language. */
export type NewsletterLinks = (
  purpose: NewsletterPurpose,
  token: string,
  locale: Locale,
) => string | Promise<string>

/** A backend's notices that its catalog changed, signed with a shared secret (a webhook). */
export interface CatalogChangesApi {
  /** Whether a notice's `Authorization` header carries the shared secret. */
  authorized(authorization: string | null): boolean
  /** The cache tags a notice's body expires; null for a body of another shape. */
  expiredTags(body: unknown): string[] | null
}

export interface CommerceProvider {
  catalog: CatalogApi
  cart: CartApi
  checkout: CheckoutApi
  customers: CustomerApi
  account: AccountApi
  orders: OrderApi
  reviews: ReviewApi
  newsletter: NewsletterApi
  language: LanguageApi
  /** Only on a backend whose orders are paid through the storefront's payment provider (native). */
  payments?: PaymentsApi
  /** Only on a backend that announces catalog changes (nopCommerce); without it, none are taken. */
  catalogChanges?: CatalogChangesApi
}

/** Every problem a backend may report; each is a message key in every language. */
export type ProblemCode =
  // cart
  | 'out-of-stock'
  | 'not-enough-stock'
  | 'invalid-quantity'
  | 'product-unavailable'
  | 'line-not-found'
  // ordering again: the order is not the shopper's, or there is none
  | 'order-not-found'
  | 'date-unavailable'
  // a day deliveries do not reach the cart's country on (its delivery weekdays)
  | 'not-a-delivery-day'
  // a day that took all the orders the shop owner lets it take
  | 'day-full'
  | 'country-unavailable'
  | 'change-unavailable'
  // a remote backend that is down or too slow: ordering is briefly unavailable
  | 'backend-unavailable'
  // too many discount or gift voucher codes tried from this cart or address
  | 'codes-throttled'
  // gift vouchers
  | 'gift-card-unknown'
  | 'gift-card-used-up'
  | 'gift-card-details-required'
  // sessions and accounts
  | 'no-shopper'
  | 'not-signed-in'
  | 'registered-only'
  | 'invalid-email'
  | 'email-exists'
  | 'password-too-short'
  | 'current-password-wrong'
  // a new password the backend refuses: one of the customer's recent ones (nopCommerce)
  | 'password-reused'
  | 'reset-link-invalid'
  | 'required'
  | 'address-not-found'
  // checkout
  | 'cart-empty'
  | 'date-required'
  | 'terms-required'
  | 'details-required'
  | 'country-mismatch'
  | 'payment-method-unavailable'
  | 'price-changed'
  | 'payment-unavailable'
  | 'order-not-payable'
  // nopCommerce's checkout: closed by the shop, a second order too soon, an order it would not place
  | 'checkout-closed'
  | 'order-too-soon'
  | 'order-refused'
  | AddressProblem
  | CustomerDetailsProblem
  | DiscountProblem
  | ReviewProblem

/**
 * A problem the shopper can act on, told in the storefront's own message for `code`: a remote
 * backend's own wording never reaches a page (it may be in another language, or name internals).
 */
export class CommerceError extends Error {
  constructor(
    readonly code: ProblemCode,
    /** What is still missing, when the problem is an amount not reached (a code's minimum). */
    readonly missing?: Money,
    /** The next day that still takes orders, when the chosen one is full (YYYY-MM-DD). */
    readonly nextFreeDay?: string,
  ) {
    super(code)
    this.name = 'CommerceError'
  }
}
