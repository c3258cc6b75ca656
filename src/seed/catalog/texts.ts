import type { Locale } from '@/i18n/locales'

import { agree, agreeAtStart, type FrenchForm } from './french-agreement'
import type { Localized } from './localized'

type Texts = {
  shortDescription: string
  description: string
  preparation: string
  extraInfo: string
}

/** The texts of a product named `name`; French words agree with the name's `form`. */
type Template = Record<Locale, (name: string, form: FrenchForm) => Texts>

const meat = (origin: Localized): Template => ({
  nl: (name) => ({
    shortDescription: `${name}, vers versneden en vacuüm verpakt.`,
    description: `${name} van onze eigen slagerij: met zorg geselecteerd, ambachtelijk versneden en gekoeld bij jou thuis geleverd. ${origin.nl}`,
    preparation:
      'Haal het vlees 30 minuten voor de bereiding uit de koelkast en dep het droog. Kruid pas net voor het bakken.',
    extraInfo: 'Vacuüm verpakt. Geleverd in een isolerende doos met koelelementen.',
  }),
  fr: (name, form) => ({
    shortDescription: `${name}, fraîchement ${agree('découpé', form)} et ${agree('emballé', form)} sous vide.`,
    description: `${name} de notre boucherie : ${agree('sélectionné', form)} avec soin, ${agree('découpé', form)} de façon artisanale et ${agree('livré', form)} ${agree('réfrigéré', form)}. ${origin.fr}`,
    preparation:
      'Sortez la viande du réfrigérateur 30 minutes avant la cuisson et séchez-la. Assaisonnez juste avant de la saisir.',
    extraInfo: `${agreeAtStart('emballé', form)} sous vide. ${agreeAtStart('livré', form)} dans une boîte isotherme avec des pains de glace.`,
  }),
  en: (name) => ({
    shortDescription: `${name}, freshly cut and vacuum-packed.`,
    description: `${name} from our own butcher's shop: carefully selected, cut by hand and delivered chilled. ${origin.en}`,
    preparation:
      'Take the meat out of the fridge 30 minutes before cooking and pat it dry. Season just before searing.',
    extraInfo: 'Vacuum-packed. Delivered in an insulated box with ice packs.',
  }),
})

const belgian = meat({
  nl: 'Afkomstig van Belgische boerderijen.',
  fr: 'Provenant de fermes belges.',
  en: 'Sourced from Belgian farms.',
})

const game = meat({
  nl: 'Wild uit Europese jachtgebieden, in het seizoen.',
  fr: 'Gibier de territoires de chasse européens, en saison.',
  en: 'Game from European hunting grounds, in season.',
})

const assortment: Template = {
  nl: (name) => ({
    shortDescription: `${name}: een samengestelde selectie uit onze toonbank.`,
    description: `${name} bevat een zorgvuldig samengestelde selectie van onze beste stukken, elk afzonderlijk vacuüm verpakt.`,
    preparation:
      'Elk stuk heeft zijn eigen bereiding; je vindt de tips op het etiket van elke verpakking.',
    extraInfo: 'De samenstelling kan licht variëren naargelang het aanbod.',
  }),
  fr: (name) => ({
    shortDescription: `${name} : une sélection composée de notre comptoir.`,
    description: `${name} contient une sélection soignée de nos meilleurs morceaux, chacun emballé sous vide séparément.`,
    preparation:
      'Chaque morceau a sa propre préparation ; vous trouverez les conseils sur l’étiquette de chaque emballage.',
    extraInfo: 'La composition peut légèrement varier selon l’arrivage.',
  }),
  en: (name) => ({
    shortDescription: `${name}: a selection put together from our counter.`,
    description: `${name} holds a careful selection of our best cuts, each vacuum-packed on its own.`,
    preparation: 'Every cut has its own preparation; you will find tips on the label of each pack.',
    extraInfo: 'The selection may vary slightly with what is available.',
  }),
}

const deli: Template = {
  nl: (name) => ({
    shortDescription: `${name}, klaar om te genieten.`,
    description: `${name} uit onze delicatessenhoek, gesneden en verpakt in de winkel.`,
    preparation: 'Serveer op kamertemperatuur voor de volle smaak.',
    extraInfo: 'Na opening binnen drie dagen verbruiken.',
  }),
  fr: (name, form) => ({
    shortDescription: `${name}, ${agree('prêt', form)} à déguster.`,
    description: `${name} de notre coin épicerie fine, ${agree('tranché', form)} et ${agree('emballé', form)} en boutique.`,
    preparation: 'Servez à température ambiante pour profiter de toute sa saveur.',
    extraInfo: 'À consommer dans les trois jours après ouverture.',
  }),
  en: (name) => ({
    shortDescription: `${name}, ready to enjoy.`,
    description: `${name} from our deli corner, sliced and packed in the shop.`,
    preparation: 'Serve at room temperature for the full flavour.',
    extraInfo: 'Eat within three days of opening.',
  }),
}

/** Texts by category id; categories not listed use the Belgian meat texts. */
const templates: Record<number, Template> = { 7: game, 1: assortment, 53: assortment, 54: deli }

export function productTexts(
  category: number,
  locale: Locale,
  name: string,
  form: FrenchForm = 'masculine',
): Texts {
  return (templates[category] ?? belgian)[locale](name, form)
}

/** Storage advice from the spec: 8 days fresh (4 for poultry), fridge 7 °C (4 °C), frozen 6 months. */
export function storageAdvice(poultry: boolean): Localized {
  const days = poultry ? 4 : 8
  const fridge = poultry ? 4 : 7
  return {
    nl: `Bewaren in de koelkast op maximaal ${fridge} °C: vacuüm verpakt ${days} dagen houdbaar. In de diepvries op -18 °C tot 6 maanden.`,
    fr: `À conserver au réfrigérateur à ${fridge} °C maximum : ${days} jours sous vide. Au congélateur à -18 °C jusqu'à 6 mois.`,
    en: `Keep in the fridge at ${fridge} °C or below: ${days} days vacuum-packed. Frozen at -18 °C for up to 6 months.`,
  }
}
