import type { Locale } from '@/i18n/locales'

/** The phone order screen's words, in the admin's languages. */
export const phoneOrderWords = {
  title: {
    nl: 'Telefonische bestelling',
    fr: 'Commande par téléphone',
    en: 'Phone order',
  },
  intro: {
    nl: 'Voor een klant die belt of langskomt: dezelfde prijzen, btw, leverkosten, voorraad en data als in de webwinkel. De klant krijgt dezelfde bevestigingsmail.',
    fr: 'Pour un client qui appelle ou passe : les mêmes prix, TVA, frais de livraison, stocks et dates que la boutique en ligne. Le client reçoit le même e-mail de confirmation.',
    en: 'For a customer who calls or drops by: the same prices, VAT, delivery costs, stock and dates as the online shop. The customer gets the same confirmation e-mail.',
  },
  orders: { nl: 'Bestellingen', fr: 'Commandes', en: 'Orders' },
  customer: { nl: 'Klant', fr: 'Client', en: 'Customer' },
  findCustomer: {
    nl: 'Klant zoeken (naam of e-mail)',
    fr: 'Chercher un client (nom ou e-mail)',
    en: 'Find a customer (name or e-mail)',
  },
  choose: { nl: 'Kiezen', fr: 'Choisir', en: 'Choose' },
  guest: {
    nl: 'Zonder account (gast)',
    fr: 'Sans compte (invité)',
    en: 'Without an account (guest)',
  },
  chosenCustomer: { nl: 'Gekozen klant:', fr: 'Client choisi :', en: 'Chosen customer:' },
  noneFound: { nl: 'Niets gevonden.', fr: 'Aucun résultat.', en: 'Nothing found.' },
  products: { nl: 'Producten', fr: 'Produits', en: 'Products' },
  findProduct: {
    nl: 'Product zoeken op naam',
    fr: 'Chercher un produit par son nom',
    en: 'Find a product by name',
  },
  add: { nl: 'Toevoegen', fr: 'Ajouter', en: 'Add' },
  remove: { nl: 'Verwijderen', fr: 'Retirer', en: 'Remove' },
  quantity: { nl: 'Aantal', fr: 'Quantité', en: 'Quantity' },
  quantityKg: { nl: 'Gewicht (kg)', fr: 'Poids (kg)', en: 'Weight (kg)' },
  inStock: { nl: 'op voorraad', fr: 'en stock', en: 'in stock' },
  noLines: {
    nl: 'Nog geen producten.',
    fr: 'Pas encore de produits.',
    en: 'No products yet.',
  },
  handover: { nl: 'Levering of afhalen', fr: 'Livraison ou retrait', en: 'Delivery or pickup' },
  method: { nl: 'Levermethode', fr: 'Mode de livraison', en: 'Delivery method' },
  delivery: { nl: 'Levering', fr: 'Livraison', en: 'Delivery' },
  pickup: { nl: 'Afhalen', fr: 'Retrait', en: 'Pickup' },
  date: { nl: 'Datum', fr: 'Date', en: 'Date' },
  noDates: {
    nl: 'De kalender biedt geen data aan voor deze keuze.',
    fr: 'Le calendrier ne propose aucune date pour ce choix.',
    en: 'The calendar offers no dates for this choice.',
  },
  address: {
    nl: 'Gegevens en adres',
    fr: 'Coordonnées et adresse',
    en: 'Details and address',
  },
  addressNote: {
    nl: 'Bij levering is dit ook het leveradres.',
    fr: 'En cas de livraison, c’est aussi l’adresse de livraison.',
    en: 'For a delivery, this is also the delivery address.',
  },
  firstName: { nl: 'Voornaam', fr: 'Prénom', en: 'First name' },
  lastName: { nl: 'Achternaam', fr: 'Nom', en: 'Last name' },
  email: { nl: 'E-mail', fr: 'E-mail', en: 'E-mail' },
  phone: { nl: 'Telefoon', fr: 'Téléphone', en: 'Phone' },
  company: { nl: 'Bedrijf', fr: 'Entreprise', en: 'Company' },
  vatNumber: { nl: 'Btw-nummer', fr: 'Numéro de TVA', en: 'VAT number' },
  street: { nl: 'Straat', fr: 'Rue', en: 'Street' },
  houseNumber: { nl: 'Huisnummer', fr: 'Numéro', en: 'House number' },
  postcode: { nl: 'Postcode', fr: 'Code postal', en: 'Postcode' },
  city: { nl: 'Gemeente', fr: 'Localité', en: 'City' },
  country: { nl: 'Land', fr: 'Pays', en: 'Country' },
  extraInfo: { nl: 'Extra info', fr: 'Infos supplémentaires', en: 'Extra info' },
  language: {
    nl: 'Taal van de klant (bevestigingsmail)',
    fr: 'Langue du client (e-mail de confirmation)',
    en: 'Customer’s language (confirmation e-mail)',
  },
  quote: { nl: 'Te betalen', fr: 'À payer', en: 'To pay' },
  subtotal: { nl: 'Producten', fr: 'Produits', en: 'Products' },
  shipping: { nl: 'Leverkosten', fr: 'Frais de livraison', en: 'Delivery' },
  vatIncluded: { nl: 'waarvan btw {rate}', fr: 'dont TVA {rate}', en: 'of which VAT {rate}' },
  total: { nl: 'Totaal', fr: 'Total', en: 'Total' },
  quoteNote: {
    nl: 'Prijzen zoals in de webwinkel, btw inbegrepen. Voorraad en datum worden gecontroleerd bij het plaatsen.',
    fr: 'Prix comme dans la boutique en ligne, TVA comprise. Le stock et la date sont vérifiés à la commande.',
    en: 'Prices as in the online shop, VAT included. Stock and date are checked when the order is placed.',
  },
  payment: { nl: 'Betaalwijze', fr: 'Mode de paiement', en: 'Payment method' },
  place: { nl: 'Bestelling plaatsen', fr: 'Passer la commande', en: 'Place the order' },
  placing: { nl: 'Bezig…', fr: 'En cours…', en: 'Placing…' },
  placed: {
    nl: 'Bestelling {number} is geplaatst en de klant krijgt een bevestigingsmail.',
    fr: 'La commande {number} est passée et le client reçoit un e-mail de confirmation.',
    en: 'Order {number} is placed and the customer gets a confirmation e-mail.',
  },
  open: { nl: 'Bestelling openen', fr: 'Ouvrir la commande', en: 'Open the order' },
  another: {
    nl: 'Nog een telefonische bestelling',
    fr: 'Une autre commande par téléphone',
    en: 'Another phone order',
  },
  failed: {
    nl: 'De bestelling is niet geplaatst. Probeer het opnieuw.',
    fr: 'La commande n’a pas été passée. Réessayez.',
    en: 'The order was not placed. Please try again.',
  },
} satisfies Record<string, Record<Locale, string>>

export type PhoneOrderWords = { [key in keyof typeof phoneOrderWords]: string }

/** The screen's words in one language. */
export const wordsIn = (locale: Locale): PhoneOrderWords =>
  Object.fromEntries(
    Object.entries(phoneOrderWords).map(([key, words]) => [key, words[locale]]),
  ) as PhoneOrderWords
