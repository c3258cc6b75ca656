/**
 * The storefront's commercial domain model. Backends translate their own shapes into these
 * types; pages never see a backend's wire format.
 */
import type { Locale } from '@/i18n/locales'

export type { Locale }

export type Currency = 'EUR'

/** An amount of money in integer cents. Never a float. */
export type Money = { amount: number; currency: Currency }

export type CountryCode = 'BE' | 'NL' | 'FR' | 'DE' | 'LU'

/** A page of results. `page` starts at 1. */
export type Paginated<T> = {
  items: T[]
  page: number
  pageSize: number
  totalItems: number
  totalPages: number
}

// Catalog ------------------------------------------------------------------------------------

export type Image = { url: string; alt: string; width: number; height: number }

export type CategoryRef = { id: number; name: string; slug: string }

export type Category = CategoryRef & {
  description: string | null
  image: Image | null
  parentId: number | null
  subCategories: CategoryRef[]
}

/** How a product is sold: by the piece (a pack) or by the kilogram. */
export type SaleUnit = 'piece' | 'kg'

/** How much of a product one cart line may hold, in its sale unit. */
export type QuantityLimits = { min: number; max: number; step: number }

/** What the shop does when a product runs out. */
export type OutOfStockBehaviour = 'notice' | 'hide' | 'backorder'

export type Stock = {
  quantity: number
  inStock: boolean
  behaviour: OutOfStockBehaviour
}

export type Tag = { id: number; name: string; slug: string }

export type Breed = { id: number; name: string; slug: string }

export type ReviewSummary = { count: number; average: number | null }

export type ProductSummary = {
  id: number
  name: string
  slug: string
  /** Price of one unit (a piece or a kilogram), VAT included. */
  price: Money
  unit: SaleUnit
  /** Whole packs, or kilograms in the product's weight step. */
  quantityLimits: QuantityLimits
  /** Packed weight of one piece in grams, when sold per piece. */
  packedWeightGrams: number | null
  /** Price per kilogram, VAT included; for pieces derived from the packed weight. */
  pricePerKg: Money | null
  image: Image | null
  inStock: boolean
  shortDescription: string | null
}

export type Product = ProductSummary & {
  description: string | null
  preparation: string | null
  extraInfo: string | null
  storageAdvice: string | null
  images: Image[]
  categories: CategoryRef[]
  tags: Tag[]
  breed: Breed | null
  stock: Stock
  vatClass: VatClass
  giftCard: { amount: Money } | null
  related: ProductSummary[]
  reviews: ReviewSummary
}

export type VatClass = 'food' | 'standard'

export type ProductSort = 'relevance' | 'name' | 'price-asc' | 'price-desc' | 'newest'

export type ProductQuery = {
  locale: Locale
  categoryId?: number
  tagSlugs?: string[]
  breedSlug?: string
  sort?: ProductSort
  page?: number
  pageSize?: number
}

export type SearchQuery = { locale: Locale; q: string; page?: number; pageSize?: number }

export type SearchSuggestion = { id: number; name: string; slug: string }

/** A suggestion as the search box gets it: with the product's address in the visitor's language. */
export type ShownSuggestion = SearchSuggestion & { path: string }

/** Facets available on a list of products, for filters. */
export type ProductFacets = { breeds: Breed[]; tags: Tag[] }

// Cart and checkout --------------------------------------------------------------------------

export type CartLine = {
  id: string
  product: ProductSummary
  quantity: number
  unitPrice: Money
  lineTotal: Money
  warnings: string[]
  /** Whom a gift voucher line is for; null on other lines. */
  giftCard?: GiftCardRecipient | null
}

export type DeliveryMethod = 'delivery' | 'pickup'

export type OrderTotals = {
  subtotal: Money
  discount: Money
  shipping: Money | null
  vat: Array<{ rate: number; amount: Money }>
  giftCards: Array<{ code: string; amount: Money; remaining: Money }>
  total: Money
}

/** A line a cart could not take in full when a guest cart joined it at sign-in. */
export type ReducedCartLine = { productId: number; name: string; requested: number; kept: number }

/**
 * Why a line of an earlier order went back into the cart with less than was ordered, or not at
 * all: too little stock (`added` says how much did), sold out, no longer sold, or a gift voucher
 * (one is bought for a recipient each time, not again from an order).
 */
export type OrderAgainProblem =
  | 'not-enough-stock'
  | 'out-of-stock'
  | 'product-unavailable'
  | 'gift-voucher'

/** One line of an earlier order, as it went back into the cart. */
export type OrderAgainLine = {
  productId: number | null
  name: string
  unit: SaleUnit
  requested: number
  added: number
  problem: OrderAgainProblem | null
}

/** The cart after an earlier order's products went back in, and how each line fared. */
export type OrderAgain = { cart: Cart; lines: OrderAgainLine[] }

export type Cart = {
  id: string
  lines: CartLine[]
  itemCount: number
  deliveryMethod: DeliveryMethod
  deliveryDate: string | null
  timeSlot: string | null
  /** Where a delivery goes; kept while pickup is chosen, which is priced in the shop's country. */
  country: CountryCode
  discountCode: string | null
  giftCardCode: string | null
  termsAccepted: boolean
  totals: OrderTotals
  /** The free gift the order earns at its amount, named in the shopper's language. */
  gift?: CartGift | null
  /** The next gift tier up: its gift and what the goods still miss to reach it. */
  nextGift?: NextGift | null
  warnings: string[]
}

/** A gift tier's free gift (the order gets it as a line at no cost), and whether delivery is free. */
export type CartGift = { name: string; freeDelivery: boolean }

/** A gift tier not reached yet; `freeDelivery` when reaching it makes delivery free. */
export type NextGift = CartGift & { remaining: Money }

/** What the shopper can book now: open dates per method, soonest first, and the shop's times. */
/** Hours (HH:MM) of a day: from null means from opening time. */
export type TimeWindow = { from: string | null; until: string }

export type BookingOptions = {
  /** Delivery dates are those of the country asked for; pickup dates are the shop's. */
  dates: Record<DeliveryMethod, string[]>
  /** Days that would be on offer but took all the orders they can (not among `dates`). */
  full: Record<DeliveryMethod, string[]>
  /** The ISO weekdays (1 Monday … 7 Sunday) deliveries reach that country on. */
  deliveryWeekdays: number[]
  /** Orders placed before this time (HH:MM, Brussels) can be delivered the next delivery day. */
  orderCutoff: string
  /** Pickups happen before this time (HH:MM) on pickup days. */
  pickupUntil: string
  /** A pickup the same day is arranged by phone, before this time (HH:MM). */
  sameDayPickupCallBefore: string
  /** When on the chosen day each way hands the order over. */
  windows: Record<DeliveryMethod, TimeWindow>
}

export type CartChange =
  | { type: 'add'; productId: number; quantity: number; giftCard?: GiftCardRecipient }
  | { type: 'set-quantity'; lineId: string; quantity: number }
  | { type: 'remove'; lineId: string }
  | { type: 'delivery'; method: DeliveryMethod; date: string | null; timeSlot?: string | null }
  | { type: 'country'; country: CountryCode }
  | { type: 'discount-code'; code: string | null }
  | { type: 'gift-card-code'; code: string | null }
  | { type: 'terms'; accepted: boolean }

export type GiftCardRecipient = {
  recipientName: string
  recipientEmail: string
  senderName: string
  senderEmail: string
  message: string
}

/** A way to pay that the backend offers for a cart: its id and a label in the shopper's language. */
export type PaymentOption = { id: string; label: string }

/** What the shopper gave at checkout: how to reach them and where the order goes. */
export type CheckoutDetails = {
  email: string
  phone: string
  billing: AddressInput
  /** Null for pickup, or when the order goes to the billing address. */
  shipping: AddressInput | null
}

export type PlaceOrderInput = {
  paymentMethod: string
  /** One key per attempt: sending the same attempt again gives the same order. */
  idempotencyKey: string
  /** The total the shopper saw (cents); a different one now refuses the order. */
  expectedTotal?: number
}

export type PlacedOrder = {
  orderId: string
  number: string
  /** Lets a guest open the order later (the link in the confirmation e-mail). */
  accessToken: string
  /** Where the shopper goes next: the completed page, or a payment page. */
  next: { kind: 'completed' } | { kind: 'pay'; url: string }
}

// Customers ----------------------------------------------------------------------------------

export type Address = {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string
  /** Optional; absent where an address has none. */
  fax?: string | null
  company: string | null
  vatNumber: string | null
  street: string
  houseNumber: string
  postcode: string
  city: string
  country: CountryCode
  extraInfo: string | null
}

export type AddressInput = Omit<Address, 'id'>

export type Customer = {
  id: number
  email: string
  firstName: string
  lastName: string
  locale: Locale
  newsletter: boolean
}

/** What a signed-in customer keeps up to date in their account; the e-mail address is only shown. */
export type CustomerDetails = {
  email: string
  firstName: string
  lastName: string
  phone: string
  fax: string | null
  company: string | null
  /** Upper case, without spaces, dots or dashes. */
  vatNumber: string | null
}

export type CustomerDetailsInput = Omit<CustomerDetails, 'email'>

/** Where a registering customer lives, or has their meat delivered. */
export type PostalAddress = Pick<
  Address,
  'street' | 'houseNumber' | 'postcode' | 'city' | 'country'
>

export type Registration = {
  gender: 'male' | 'female' | 'unspecified'
  firstName: string
  lastName: string
  email: string
  password: string
  phone: string
  fax: string | null
  birthDate: string | null
  company: string | null
  vatNumber: string | null
  /** The billing address: it becomes the first address of the customer's address book. */
  address: PostalAddress
  /** A delivery address other than the billing address, kept as the second; null when the same. */
  deliveryAddress: PostalAddress | null
  newsletter: boolean
  locale: Locale
}

/**
 * A shopper's session as the backend issued it: opaque to the storefront, which keeps it (in
 * the signed-in customer's session, or a guest's cookie) and passes it back on every call.
 */
export type ShopperSession = string

/** Who a commerce call is made for: a customer's or guest's session, or nobody yet. */
export type Shopper = { session: ShopperSession | null; locale: Locale }

/** A customer the backend recognised, with the session that now speaks for them. */
export type SignedIn = { customer: Customer; session: ShopperSession }

// Orders and reviews -------------------------------------------------------------------------

export type OrderStatus = 'pending' | 'processing' | 'ready' | 'completed' | 'cancelled'
export type PaymentStatus = 'pending' | 'paid' | 'refunded' | 'cancelled'
export type ShippingStatus =
  | 'not-shipped'
  | 'ready-for-pickup'
  | 'out-for-delivery'
  | 'delivered'
  | 'picked-up'

export type OrderSummary = {
  id: string
  number: string
  createdAt: string
  total: Money
  /** The invoice a paid order got: its number and when it was made (ISO). */
  invoice: { number: string; date: string } | null
  /** The credit note that cancelled the invoice, when the order was cancelled after it. */
  creditNote?: { number: string; date: string } | null
  status: OrderStatus
  paymentStatus: PaymentStatus
  shippingStatus: ShippingStatus
}

/** An invoice or credit note as a PDF file. */
export type InvoicePdf = { number: string; filename: string; content: Uint8Array }

export type OrderLine = {
  productId: number | null
  name: string
  unit: SaleUnit
  quantity: number
  unitPrice: Money
  vatRate: number
  total: Money
}

export type Order = OrderSummary & {
  email: string
  phone: string
  locale: Locale
  billingAddress: AddressInput
  shippingAddress: AddressInput | null
  /** How the order is handed over; null (and no date) for gift vouchers only, e-mailed. */
  deliveryMethod: DeliveryMethod | null
  deliveryDate: string | null
  /** When on that day the order is delivered, or can be picked up. */
  timeWindow: TimeWindow | null
  payment: {
    method: string
    /** The Belgian structured communication a bank transfer must carry. */
    reference: string | null
    /** The current online payment attempt and its state at the provider, if any. */
    online: { id: string; status: string } | null
  }
  lines: OrderLine[]
  totals: OrderTotals
}

export type Review = {
  id: number
  productId: number
  title: string
  text: string
  rating: 1 | 2 | 3 | 4 | 5
  authorName: string
  createdAt: string
  /** Only approved reviews are shown in the shop; the author also sees theirs while pending. */
  approved: boolean
  productName: string
  /** The language it is written in; null where the backend does not keep it (nopCommerce). */
  language: Locale | null
}

export type ReviewInput = {
  productId: number
  title: string
  text: string
  rating: number
  /** The language of the page it was written on, kept where the backend can. */
  locale?: Locale
}

/** Where a customer's own address stands with the newsletter: `pending` waits for its link. */
export type NewsletterStatus = 'subscribed' | 'pending' | 'off'

/** What asking for the newsletter did; the same whether or not the address was subscribed. */
export type NewsletterRequest = 'check-mailbox' | 'invalid-email'

/**
 * What following a newsletter link did; `unsubscribe-mailed`: the backend mailed the address its
 * own link to end the subscription (nopCommerce), if the address was subscribed.
 */
export type NewsletterLinkOutcome =
  | 'subscribed'
  | 'unsubscribed'
  | 'unsubscribe-mailed'
  | 'invalid-link'
