import type { PageSeed } from '../types'

/** Delivery: where, when and for how much; the chilled box; pickup in the shop. */
export const deliveryPage: PageSeed = {
  key: 'delivery',
  title: { nl: 'Levering en afhalen', fr: 'Livraison et retrait', en: 'Delivery and pickup' },
  intro: {
    nl: 'We leveren gekoeld in België, Nederland, Frankrijk, Duitsland en Luxemburg, op de dag die jij kiest. Of je haalt gratis af in onze winkel in Gent.',
    fr: 'Nous livrons au frais en Belgique, aux Pays-Bas, en France, en Allemagne et au Luxembourg, le jour de votre choix. Ou retirez gratuitement votre commande dans notre boutique à Gand.',
    en: 'We deliver chilled to Belgium, the Netherlands, France, Germany and Luxembourg on the day you choose. Or collect your order free of charge from our shop in Ghent.',
  },
  description: {
    nl: 'Leverkosten per land, leverdagen en -uren, de koelbox en gratis afhalen in Gent: alles over de levering van je vlees.',
    fr: 'Frais de livraison par pays, jours et heures de livraison, boîte isotherme et retrait gratuit à Gand : tout sur la livraison de votre viande.',
    en: 'Delivery costs per country, delivery days and hours, the chilled box and free pickup in Ghent: everything about getting your meat delivered.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        nl: `## Leverkosten per land

Alle prijzen zijn inclusief btw. De btw volgt het land waar we leveren; in België is dat 6 % op vlees.

- **België**: € 9,95, gratis vanaf € 150
- **Nederland**: € 12,95, gratis vanaf € 200
- **Luxemburg**: € 12,95, gratis vanaf € 200
- **Frankrijk**: € 14,95, gratis vanaf € 250
- **Duitsland**: € 14,95, gratis vanaf € 250

Bestel je voor meer dan € 200, dan steken we er bovendien een **gratis geschenk** bij.

## Wanneer leveren we?

Je kiest zelf je leverdatum bij het afrekenen. We leveren **van dinsdag tot zaterdag, tussen 8:00 en 20:00**. Bestel je **vóór 9:00**, dan kan je pakket de volgende dag al bij je zijn, als die dag een leverdag is. Op Belgische feestdagen leveren we niet.

Betaal je met een overschrijving, dan maken we je bestelling klaar zodra je betaling binnen is. Schrijf dus op tijd over, zodat het bedrag op onze rekening staat vóór je leverdag.

## Vers gesneden, koel verstuurd

Op de ochtend van verzending snijden we je vlees en verpakken we het vacuüm. Daarna gaat alles in een **koelbox** die het vlees 24 uur koud houdt. Leg het bij ontvangst meteen in de koelkast of de diepvriezer.

## Niet thuis op je leverdag?

Zorg dat er op de gekozen datum iemand is om het pakket aan te nemen, of spreek af met een buur. Je kan ook een ander leveradres opgeven, bijvoorbeeld je werk. Dankzij de koelbox blijft het vlees 24 uur koud, maar wacht niet langer om het in de koelkast te leggen.

## Gratis afhalen in Gent

Liever zelf langskomen? Kies bij het afrekenen voor afhalen in onze winkel aan de **Kouter 12 in Gent**. Dat is gratis en je kan ter plaatse betalen met je kaart of cash.

- Afhalen kan van **maandag tot vrijdag tot 15:00**.
- Niet in het weekend, niet op feestdagen en niet op de dag vóór een feestdag.
- Wil je dezelfde dag afhalen? Bel ons dan vóór 11:00 op +32 9 123 45 67.

Is er iets niet in orde met je levering? Laat het ons binnen 48 uur weten met je bestelnummer en een foto, dan vervangen of terugbetalen we het. Meer vragen? Kijk bij de [veelgestelde vragen](/faq) of lees onze [voorwaarden](/voorwaarden).`,
        fr: `## Frais de livraison par pays

Tous les prix s'entendent TVA comprise. La TVA est celle du pays de livraison ; en Belgique, elle est de 6 % sur la viande.

- **Belgique** : 9,95 €, gratuite dès 150 €
- **Pays-Bas** : 12,95 €, gratuite dès 200 €
- **Luxembourg** : 12,95 €, gratuite dès 200 €
- **France** : 14,95 €, gratuite dès 250 €
- **Allemagne** : 14,95 €, gratuite dès 250 €

Pour toute commande de plus de 200 €, nous ajoutons en outre un **cadeau offert**.

## Quand livrons-nous ?

Vous choisissez vous-même la date de livraison lors de la commande. Nous livrons **du mardi au samedi, entre 8:00 et 20:00**. Si vous commandez **avant 9:00**, votre colis peut arriver dès le lendemain, si ce jour est un jour de livraison. Nous ne livrons pas les jours fériés belges.

Si vous payez par virement, nous préparons votre commande dès que votre paiement nous parvient. Effectuez donc le virement à temps, pour que le montant soit sur notre compte avant votre jour de livraison.

## Découpée à la minute, expédiée au frais

Le matin de l'expédition, nous découpons votre viande et l'emballons sous vide. Le tout part ensuite dans une **boîte isotherme** qui garde la viande au froid pendant 24 heures. À la réception, placez-la immédiatement au réfrigérateur ou au congélateur.

## Absent le jour de la livraison ?

Veillez à ce que quelqu'un puisse réceptionner le colis à la date choisie, ou arrangez-vous avec un voisin. Vous pouvez aussi indiquer une autre adresse de livraison, par exemple votre lieu de travail. Grâce à la boîte isotherme, la viande reste froide pendant 24 heures, mais ne tardez pas davantage à la mettre au réfrigérateur.

## Retrait gratuit à Gand

Vous préférez passer nous voir ? Choisissez le retrait dans notre boutique, **Kouter 12 à Gand**, lors de la commande. C'est gratuit et vous pouvez payer sur place par carte ou en espèces.

- Retrait possible **du lundi au vendredi jusqu'à 15:00**.
- Pas le week-end, ni les jours fériés, ni la veille d'un jour férié.
- Vous souhaitez retirer le jour même ? Appelez-nous avant 11:00 au +32 9 123 45 67.

Un problème avec votre livraison ? Signalez-le-nous dans les 48 heures avec votre numéro de commande et une photo : nous remplaçons ou remboursons. D'autres questions ? Consultez la [foire aux questions](/fr/faq) ou nos [conditions générales](/fr/termes-et-conditions).`,
        en: `## Delivery costs per country

All prices include VAT. VAT follows the country we deliver to; in Belgium it is 6 % on meat.

- **Belgium**: €9.95, free from €150
- **Netherlands**: €12.95, free from €200
- **Luxembourg**: €12.95, free from €200
- **France**: €14.95, free from €250
- **Germany**: €14.95, free from €250

Order more than €200 and we also add a **free gift** to your box.

## When do we deliver?

You choose your delivery date at checkout. We deliver **Tuesday to Saturday, between 8:00 and 20:00**. Order **before 9:00** and your parcel can arrive the next day, if that day is a delivery day. We do not deliver on Belgian public holidays.

If you pay by bank transfer, we prepare your order as soon as your payment has arrived. So transfer in good time, making sure the amount reaches our account before your delivery day.

## Freshly cut, shipped cold

On the morning of shipping we cut your meat and vacuum-pack it. Everything then goes into a **chilled box** that keeps the meat cold for 24 hours. When it arrives, put it straight into the fridge or freezer.

## Not at home on delivery day?

Make sure someone can take in the parcel on the date you chose, or arrange it with a neighbour. You can also give a different delivery address, such as your workplace. The chilled box keeps the meat cold for 24 hours, but do not wait any longer than that to put it in the fridge.

## Free pickup in Ghent

Rather come by yourself? Choose pickup at our shop at **Kouter 12 in Ghent** at checkout. It is free, and you can pay in the shop by card or in cash.

- Pickup is possible **Monday to Friday until 15:00**.
- Not at weekends, on public holidays or on the day before a public holiday.
- Want to collect on the same day? Call us before 11:00 on +32 9 123 45 67.

Something wrong with your delivery? Let us know within 48 hours with your order number and a photo, and we will replace or refund it. More questions? See the [frequently asked questions](/en/faq) or read our [terms and conditions](/en/terms-and-conditions).`,
      },
    },
    {
      blockType: 'storageAdvice',
      heading: {
        nl: 'Zo bewaar je je vlees',
        fr: 'Comment conserver votre viande',
        en: 'How to store your meat',
      },
    },
    {
      blockType: 'callToAction',
      heading: {
        nl: 'Klaar om te bestellen?',
        fr: 'Prêt à commander ?',
        en: 'Ready to order?',
      },
      text: {
        nl: 'Kies je favoriete stukken en de dag waarop je ze wil ontvangen.',
        fr: 'Choisissez vos morceaux préférés et le jour où vous souhaitez les recevoir.',
        en: 'Choose your favourite cuts and the day you want to receive them.',
      },
      link: {
        label: { nl: 'Naar de producten', fr: 'Voir les produits', en: 'Browse the products' },
        target: 'products',
      },
    },
  ],
}
