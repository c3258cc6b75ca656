import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { expiredBy, expireGlobalHook } from '@/cache/expiry'
import { deliveryMethodField } from '@/collections/fields'
import { groups, label, type Label } from '@/collections/labels'
import { check } from '@/collections/validate'
import { forgetCachedGlobal } from '@/commerce/shop/settings-cache'
import { weekdayNames } from '@/commerce/rules/day-capacity'
import { defaultCalendarRules } from '@/commerce/rules/delivery-calendar'
import type { CountryCode } from '@/commerce/types'

import { bookedOrdersEndpoint } from './booked-orders-endpoint'

const weekdays = [
  label('Maandag', 'Lundi', 'Monday'),
  label('Dinsdag', 'Mardi', 'Tuesday'),
  label('Woensdag', 'Mercredi', 'Wednesday'),
  label('Donderdag', 'Jeudi', 'Thursday'),
  label('Vrijdag', 'Vendredi', 'Friday'),
  label('Zaterdag', 'Samedi', 'Saturday'),
  label('Zondag', 'Dimanche', 'Sunday'),
].map((day, index) => ({ value: String(index + 1), label: day }))

/** The delivery countries besides Belgium, whose days the shop owner may set apart. */
const abroad: Record<Exclude<CountryCode, 'BE'>, Label> = {
  NL: label('Nederland', 'Pays-Bas', 'Netherlands'),
  FR: label('Frankrijk', 'France', 'France'),
  DE: label('Duitsland', 'Allemagne', 'Germany'),
  LU: label('Luxemburg', 'Luxembourg', 'Luxembourg'),
}

/** A number (orders or kilos) per weekday for one way of handing orders over; empty = unlimited. */
const perWeekday = (name: string, groupLabel: Label): Field => ({
  name,
  type: 'group',
  label: groupLabel,
  fields: [
    {
      type: 'row',
      fields: weekdayNames.map((day, index) => ({
        name: day,
        type: 'number' as const,
        min: 0,
        admin: { step: 1 },
        label: weekdays[index].label,
      })),
    },
  ],
})

const timeOfDay = check((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
  nl: 'Een tijdstip zoals 09:00.',
  fr: 'Une heure comme 09:00.',
  en: 'A time such as 09:00.',
})

/** When the shop delivers and hands out orders: the data of the delivery and pickup calendar. */
export const DeliveryCalendar: GlobalConfig = {
  slug: 'delivery-calendar',
  label: label('Leverkalender', 'Calendrier de livraison', 'Delivery calendar'),
  admin: { group: groups.settings },
  access: { read: anyone, update: isAdmin, readVersions: isAdmin },
  versions: { max: 50 },
  endpoints: [bookedOrdersEndpoint],
  hooks: {
    afterChange: [
      expireGlobalHook(expiredBy['delivery-calendar']),
      forgetCachedGlobal('delivery-calendar'),
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'deliveryWeekdays',
          type: 'select',
          hasMany: true,
          options: weekdays,
          defaultValue: defaultCalendarRules.deliveryWeekdays.BE.map(String),
          label: label(
            'Leverdagen in België',
            'Jours de livraison en Belgique',
            'Delivery days in Belgium',
          ),
        },
        {
          name: 'orderCutoff',
          type: 'text',
          required: true,
          defaultValue: defaultCalendarRules.orderCutoff,
          validate: timeOfDay,
          label: label(
            'Bestellen vóór (levering volgende dag)',
            'Commander avant (livraison le lendemain)',
            'Order before (next-day delivery)',
          ),
        },
        {
          name: 'deliveryFrom',
          type: 'text',
          required: true,
          defaultValue: defaultCalendarRules.deliveryFrom,
          validate: timeOfDay,
          label: label('Levering vanaf', 'Livraison à partir de', 'Delivery from'),
        },
        {
          name: 'deliveryUntil',
          type: 'text',
          required: true,
          defaultValue: defaultCalendarRules.deliveryUntil,
          validate: timeOfDay,
          label: label('Levering tot', "Livraison jusqu'à", 'Delivery until'),
        },
      ],
    },
    {
      name: 'countryDeliveryWeekdays',
      type: 'group',
      label: label(
        'Leverdagen in de andere landen',
        'Jours de livraison dans les autres pays',
        'Delivery days in the other countries',
      ),
      admin: {
        description: label(
          'De dagen waarop een levering in dat land aankomt. Leeg = dezelfde dagen als in België.',
          'Les jours où une livraison arrive dans ce pays. Vide = les mêmes jours qu’en Belgique.',
          'The days a delivery arrives in that country. Empty = the same days as in Belgium.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: Object.entries(abroad).map(([country, countryLabel]) => ({
            name: country,
            type: 'select' as const,
            hasMany: true,
            options: weekdays,
            label: countryLabel,
            // The names the tables had before versions: the versions' own stay under 63 characters.
            dbName: `delivery_calendar_country_delivery_weekdays_${country.toLowerCase()}`,
            enumName: `enum_delivery_calendar_country_delivery_weekdays_${country.toLowerCase()}`,
          })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'pickupWeekdays',
          type: 'select',
          hasMany: true,
          options: weekdays,
          defaultValue: defaultCalendarRules.pickupWeekdays.map(String),
          label: label('Afhaaldagen', 'Jours de retrait', 'Pickup days'),
        },
        {
          name: 'pickupUntil',
          type: 'text',
          required: true,
          defaultValue: defaultCalendarRules.pickupUntil,
          validate: timeOfDay,
          label: label('Afhalen tot', "Retrait jusqu'à", 'Pickup until'),
        },
        {
          name: 'sameDayPickupCallBefore',
          type: 'text',
          required: true,
          defaultValue: defaultCalendarRules.sameDayPickupCallBefore,
          validate: timeOfDay,
          label: label(
            'Vandaag nog afhalen: bellen vóór',
            'Retrait le jour même : appeler avant',
            'Same-day pickup: call before',
          ),
        },
      ],
    },
    {
      name: 'belgianHolidays',
      type: 'checkbox',
      defaultValue: true,
      label: label(
        'Gesloten op Belgische feestdagen',
        'Fermé les jours fériés belges',
        'Closed on Belgian public holidays',
      ),
    },
    {
      name: 'closedDates',
      type: 'array',
      label: label('Sluitingsdagen', 'Jours de fermeture', 'Closing days'),
      labels: {
        singular: label('Sluitingsdag', 'Jour de fermeture', 'Closing day'),
        plural: label('Sluitingsdagen', 'Jours de fermeture', 'Closing days'),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'date',
              type: 'date',
              required: true,
              admin: {
                date: { pickerAppearance: 'dayOnly' },
                width: '30%',
              },
              label: label('Datum', 'Date', 'Date'),
            },
            {
              name: 'reason',
              type: 'text',
              required: true,
              localized: true,
              admin: { width: '70%' },
              label: label('Reden', 'Raison', 'Reason'),
            },
          ],
        },
        {
          name: 'bookedOrders',
          type: 'ui',
          label: label('Geboekte bestellingen', 'Commandes réservées', 'Booked orders'),
          admin: { components: { Field: '@/components/admin/closed-day-orders#ClosedDayOrders' } },
        },
      ],
    },
    {
      name: 'capacity',
      type: 'group',
      label: label('Dagcapaciteit', 'Capacité par jour', 'Daily capacity'),
      admin: {
        description: label(
          'Hoeveel bestellingen of kilo’s een dag hoogstens aanneemt. Leeg = onbeperkt. Een dag is vol zodra een van beide bereikt is, en wordt dan niet meer aangeboden.',
          'Le nombre maximal de commandes ou de kilos qu’un jour accepte. Vide = illimité. Un jour est complet dès que l’un des deux est atteint, et n’est alors plus proposé.',
          'How many orders or kilos a day takes at most. Empty = unlimited. A day is full once either is reached, and is then no longer offered.',
        ),
      },
      fields: [
        perWeekday(
          'delivery',
          label(
            'Bestellingen per leverdag',
            'Commandes par jour de livraison',
            'Orders per delivery day',
          ),
        ),
        perWeekday(
          'pickup',
          label(
            'Bestellingen per afhaaldag',
            'Commandes par jour de retrait',
            'Orders per pickup day',
          ),
        ),
        perWeekday(
          'deliveryKilos',
          label('Kilo per leverdag', 'Kilos par jour de livraison', 'Kilos per delivery day'),
        ),
        perWeekday(
          'pickupKilos',
          label('Kilo per afhaaldag', 'Kilos par jour de retrait', 'Kilos per pickup day'),
        ),
        {
          name: 'dates',
          type: 'array',
          label: label(
            'Andere capaciteit op een datum',
            'Autre capacité à une date',
            'Another capacity on a date',
          ),
          admin: {
            description: label(
              'Op die datum gelden deze getallen in plaats van die van de weekdag; leeg = onbeperkt.',
              'À cette date, ces nombres remplacent ceux du jour de la semaine ; vide = illimité.',
              'On that date these numbers replace the weekday’s; empty = unlimited.',
            ),
          },
          labels: {
            singular: label('Datum', 'Date', 'Date'),
            plural: label('Datums', 'Dates', 'Dates'),
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'date',
                  type: 'date',
                  required: true,
                  admin: { date: { pickerAppearance: 'dayOnly' } },
                  label: label('Datum', 'Date', 'Date'),
                },
                {
                  ...deliveryMethodField,
                  required: true,
                  enumName: 'enum_calendar_capacity_method',
                },
                {
                  name: 'orders',
                  type: 'number',
                  min: 0,
                  admin: { step: 1 },
                  label: label('Bestellingen', 'Commandes', 'Orders'),
                },
                {
                  name: 'kilos',
                  type: 'number',
                  min: 0,
                  admin: { step: 1 },
                  label: label('Kilo', 'Kilos', 'Kilos'),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
