import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { cacheTags, expireTagsOnChange } from '@/collections/hooks/revalidate-tags'
import { groups, label } from '@/collections/labels'
import { check } from '@/collections/validate'
import { forgetCachedGlobal } from '@/commerce/native/settings-cache'
import { defaultCalendarRules } from '@/commerce/rules/delivery-calendar'

const weekdays = [
  label('Maandag', 'Lundi', 'Monday'),
  label('Dinsdag', 'Mardi', 'Tuesday'),
  label('Woensdag', 'Mercredi', 'Wednesday'),
  label('Donderdag', 'Jeudi', 'Thursday'),
  label('Vrijdag', 'Vendredi', 'Friday'),
  label('Zaterdag', 'Samedi', 'Saturday'),
  label('Zondag', 'Dimanche', 'Sunday'),
].map((day, index) => ({ value: String(index + 1), label: day }))

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
  hooks: {
    afterChange: [
      expireTagsOnChange([cacheTags.settings]),
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
          defaultValue: defaultCalendarRules.deliveryWeekdays.map(String),
          label: label('Leverdagen', 'Jours de livraison', 'Delivery days'),
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
      fields: [
        {
          name: 'date',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
          label: label('Datum', 'Date', 'Date'),
        },
      ],
    },
  ],
}
