import type { PhoneOrderProblem } from '@/commerce/rules/phone-order'
import type { Locale } from '@/i18n/locales'

type Words = Record<Locale, string>

/** Why the admin did not place a phone order, in the admin's language: nothing changed. */
export const phoneOrderMessages: Record<
  | PhoneOrderProblem
  | 'not-native'
  | 'out-of-stock'
  | 'not-enough-stock'
  | 'product-unavailable'
  | 'date-unavailable'
  | 'not-a-delivery-day'
  | 'day-full'
  | 'country-mismatch'
  | 'failed',
  Words
> = {
  'not-native': {
    nl: 'Deze winkel verkoopt via nopCommerce: neem telefonische bestellingen op in de beheeromgeving van nopCommerce.',
    fr: 'Cette boutique vend via nopCommerce : saisissez les commandes par téléphone dans l’administration de nopCommerce.',
    en: 'This shop sells through nopCommerce: take phone orders in nopCommerce’s own admin.',
  },
  'attempt-required': {
    nl: 'Laad het formulier opnieuw en probeer het nog eens.',
    fr: 'Rechargez le formulaire et réessayez.',
    en: 'Reload the form and try again.',
  },
  'customer-unknown': {
    nl: 'Die klant bestaat niet (meer). Kies een andere klant of bestel als gast.',
    fr: 'Ce client n’existe pas (plus). Choisissez un autre client ou commandez en tant qu’invité.',
    en: 'That customer does not exist (any more). Choose another customer or order as a guest.',
  },
  'lines-required': {
    nl: 'Voeg minstens één product toe.',
    fr: 'Ajoutez au moins un produit.',
    en: 'Add at least one product.',
  },
  'invalid-quantity': {
    nl: 'Een aantal klopt niet: stuks per stuk, kilo’s in de stappen van het product.',
    fr: 'Une quantité est incorrecte : les pièces à l’unité, les kilos par paliers du produit.',
    en: 'A quantity is not right: pieces one by one, kilograms in the product’s steps.',
  },
  'method-required': {
    nl: 'Kies levering of afhalen.',
    fr: 'Choisissez livraison ou retrait.',
    en: 'Choose delivery or pickup.',
  },
  'date-required': {
    nl: 'Kies een datum.',
    fr: 'Choisissez une date.',
    en: 'Choose a date.',
  },
  'date-unavailable': {
    nl: 'Op die datum neemt de kalender geen bestellingen meer aan. Kies een andere datum.',
    fr: 'Le calendrier ne prend plus de commandes pour cette date. Choisissez-en une autre.',
    en: 'The calendar takes no more orders for that date. Choose another date.',
  },
  'not-a-delivery-day': {
    nl: 'Op die dag leveren we niet in dat land. Kies een andere datum.',
    fr: 'Nous ne livrons pas dans ce pays ce jour-là. Choisissez une autre date.',
    en: 'We do not deliver to that country on that day. Choose another date.',
  },
  'day-full': {
    nl: 'Die dag is volgeboekt. Kies een andere datum.',
    fr: 'Ce jour est complet. Choisissez une autre date.',
    en: 'That day is fully booked. Choose another date.',
  },
  'details-required': {
    nl: 'Vul naam, e-mailadres, telefoon en een volledig adres in, met een postcode van het gekozen land.',
    fr: 'Indiquez le nom, l’adresse e-mail, le téléphone et une adresse complète, avec un code postal du pays choisi.',
    en: 'Fill in the name, e-mail address, phone and a whole address, with a postcode of the chosen country.',
  },
  'country-mismatch': {
    nl: 'Het land van het adres past niet bij de levering. Controleer het adres.',
    fr: 'Le pays de l’adresse ne correspond pas à la livraison. Vérifiez l’adresse.',
    en: 'The address’s country does not match the delivery. Check the address.',
  },
  'payment-method-unavailable': {
    nl: 'Die betaalwijze kan niet voor deze bestelling: betalen bij afhalen kan alleen bij afhalen.',
    fr: 'Ce mode de paiement n’est pas possible pour cette commande : le paiement au retrait est réservé au retrait.',
    en: 'That payment method is not possible for this order: paying at pickup is for pickups only.',
  },
  'out-of-stock': {
    nl: 'Een product is uitverkocht. Haal het uit de bestelling.',
    fr: 'Un produit est épuisé. Retirez-le de la commande.',
    en: 'A product is sold out. Remove it from the order.',
  },
  'not-enough-stock': {
    nl: 'Van een product is er niet genoeg meer op voorraad. Verlaag het aantal.',
    fr: 'Un produit n’est plus disponible en quantité suffisante. Réduisez la quantité.',
    en: 'There is not enough of a product in stock. Lower the quantity.',
  },
  'product-unavailable': {
    nl: 'Een product is niet (meer) te koop. Cadeaubonnen koopt de klant zelf in de webwinkel.',
    fr: 'Un produit n’est pas (plus) en vente. Les chèques-cadeaux s’achètent dans la boutique en ligne.',
    en: 'A product is not (or no longer) on sale. Gift vouchers are bought in the online shop.',
  },
  failed: {
    nl: 'De bestelling is niet geplaatst. Controleer het formulier en probeer het opnieuw.',
    fr: 'La commande n’a pas été passée. Vérifiez le formulaire et réessayez.',
    en: 'The order was not placed. Check the form and try again.',
  },
}

export type PhoneOrderMessage = keyof typeof phoneOrderMessages
