import type { PageSeed } from '../types'

/** Contact: address, phone, e-mail, opening hours and the contact form. */
export const contactPage: PageSeed = {
  key: 'contact',
  title: { nl: 'Contact', fr: 'Contact', en: 'Contact' },
  intro: {
    nl: 'Een vraag over je bestelling, een speciale wens of gewoon een kookvraag? We helpen je graag, in de winkel, aan de telefoon of per e-mail.',
    fr: 'Une question sur votre commande, une demande particulière ou simplement un conseil de cuisson ? Nous vous aidons volontiers, en boutique, par téléphone ou par e-mail.',
    en: 'A question about your order, a special request or simply a cooking question? We are glad to help, in the shop, on the phone or by e-mail.',
  },
  description: {
    nl: 'Contacteer De Vleesboetiek in Gent: adres, telefoon, e-mail, openingsuren van de winkel en afhaaluren voor webbestellingen.',
    fr: "Contactez De Vleesboetiek à Gand : adresse, téléphone, e-mail, heures d'ouverture de la boutique et heures de retrait des commandes en ligne.",
    en: 'Contact De Vleesboetiek in Ghent: address, phone, e-mail, shop opening hours and pickup times for web orders.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        nl: `## Onze winkel

**De Vleesboetiek**, Kouter 12, 9000 Gent, België

Je vindt ons midden in het centrum van Gent. Met de tram, de fiets of te voet ben je er vlot; wie met de auto komt, vindt een ondergrondse parking vlak bij de Kouter.

## Openingsuren

- **Maandag**: winkel gesloten, afhalen van webbestellingen tot 15:00
- **Dinsdag tot vrijdag**: 9:00 – 18:00
- **Zaterdag**: 8:00 – 17:00
- **Zondag**: gesloten

Webbestellingen afhalen kan van **maandag tot vrijdag tot 15:00**, niet in het weekend, niet op feestdagen en niet op de dag vóór een feestdag. Wil je dezelfde dag nog afhalen, bel ons dan vóór 11:00.

## Bel of mail ons

- Telefoon: **+32 9 123 45 67**
- E-mail: **info@vleesboetiek.example**

Tijdens de openingsuren staan we je graag aan de telefoon te woord. Een e-mail of een bericht via het formulier hieronder beantwoorden we zo snel mogelijk.

## Vraag over een bestelling?

Vermeld altijd je **bestelnummer**, dan kunnen we je meteen verder helpen. Is er iets niet in orde met je levering, laat het ons dan binnen 48 uur weten en voeg een foto toe: we vervangen het product of betalen het terug.

## Iets speciaals in gedachten?

Een stuk op maat gesneden, vlees voor een feest of een grotere hoeveelheid voor een familiefeest: vraag het ons gerust. Onze slagers denken graag met je mee en geven je advies over hoeveel je nodig hebt en hoe je het best bereidt.

## Bestelling wijzigen?

Bel ons dan liever dan te mailen. Zolang we je vlees nog niet gesneden en verpakt hebben, passen we je bestelling graag aan.

De gegevens die je via het formulier stuurt, gebruiken we alleen om je vraag te beantwoorden, zoals beschreven in ons [privacybeleid](/privacy-beleid). Veel antwoorden vind je ook al bij de [veelgestelde vragen](/faq) of op de pagina over [levering](/levering).`,
        fr: `## Notre boutique

**De Vleesboetiek**, Kouter 12, 9000 Gand, Belgique

Vous nous trouverez en plein centre de Gand. En tram, à vélo ou à pied, nous sommes facilement accessibles ; si vous venez en voiture, un parking souterrain se trouve tout près du Kouter.

## Heures d'ouverture

- **Lundi** : boutique fermée, retrait des commandes en ligne jusqu'à 15:00
- **Du mardi au vendredi** : 9:00 – 18:00
- **Samedi** : 8:00 – 17:00
- **Dimanche** : fermé

Le retrait des commandes en ligne est possible **du lundi au vendredi jusqu'à 15:00**, mais pas le week-end, ni les jours fériés, ni la veille d'un jour férié. Pour un retrait le jour même, appelez-nous avant 11:00.

## Appelez-nous ou écrivez-nous

- Téléphone : **+32 9 123 45 67**
- E-mail : **info@vleesboetiek.example**

Pendant les heures d'ouverture, nous vous répondons volontiers par téléphone. Nous répondons à votre e-mail ou à votre message envoyé via le formulaire ci-dessous dans les meilleurs délais.

## Une question sur une commande ?

Mentionnez toujours votre **numéro de commande** : nous pourrons ainsi vous aider immédiatement. Si quelque chose ne va pas avec votre livraison, signalez-le-nous dans les 48 heures en joignant une photo : nous remplaçons le produit ou le remboursons.

## Une demande particulière ?

Une pièce découpée sur mesure, de la viande pour une fête ou une plus grande quantité pour une réunion de famille : n'hésitez pas à nous le demander. Nos bouchers vous conseillent volontiers sur les quantités nécessaires et la meilleure façon de préparer la viande.

## Modifier une commande ?

Appelez-nous plutôt que de nous écrire. Tant que votre viande n'est pas encore découpée et emballée, nous adaptons volontiers votre commande.

Les données que vous nous envoyez via le formulaire servent uniquement à répondre à votre question, comme le décrit notre politique de confidentialité. Vous trouverez déjà de nombreuses réponses dans la [foire aux questions](/fr/faq) ou sur la page [livraison](/fr/livraison).`,
        en: `## Our shop

**De Vleesboetiek**, Kouter 12, 9000 Ghent, Belgium

You will find us right in the centre of Ghent. We are easy to reach by tram, by bike or on foot; if you come by car, there is an underground car park right by the Kouter.

## Opening hours

- **Monday**: shop closed, pickup of web orders until 15:00
- **Tuesday to Friday**: 9:00 – 18:00
- **Saturday**: 8:00 – 17:00
- **Sunday**: closed

Web orders can be collected **Monday to Friday until 15:00**, but not at weekends, on public holidays or on the day before a public holiday. For same-day pickup, call us before 11:00.

## Call or e-mail us

- Phone: **+32 9 123 45 67**
- E-mail: **info@vleesboetiek.example**

During opening hours we are happy to take your call. We answer e-mails and messages sent through the form below as quickly as we can.

## A question about an order?

Always include your **order number**, so we can help you straight away. If something is wrong with your delivery, let us know within 48 hours and add a photo: we will replace the product or refund it.

## Something special in mind?

A cut made to measure, meat for a party or a larger quantity for a family celebration: just ask. Our butchers are happy to help you work out how much you need and how best to prepare it.

## Changing an order?

Please call rather than e-mail. As long as we have not yet cut and packed your meat, we are happy to adjust your order.

We only use the details you send through the form to answer your question, as described in our [privacy policy](/en/privacy-policy). Many answers are already in the [frequently asked questions](/en/faq) or on the [delivery](/en/delivery) page.`,
      },
    },
    {
      blockType: 'formBlock',
      form: 'contact',
      heading: {
        nl: 'Stuur ons een bericht',
        fr: 'Envoyez-nous un message',
        en: 'Send us a message',
      },
      text: {
        nl: 'Vul het formulier in en vermeld je bestelnummer als je vraag over een bestelling gaat. We nemen zo snel mogelijk contact met je op.',
        fr: 'Remplissez le formulaire et indiquez votre numéro de commande si votre question concerne une commande. Nous vous recontactons dans les meilleurs délais.',
        en: 'Fill in the form and include your order number if your question is about an order. We will get back to you as soon as possible.',
      },
    },
  ],
}
