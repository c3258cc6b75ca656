import type { PageSeed } from '../types'

/** The privacy policy: what the shop keeps about you, why, how long, and your rights. */
export const privacyPage: PageSeed = {
  key: 'privacy',
  title: { nl: 'Privacybeleid', fr: 'Politique de confidentialité', en: 'Privacy policy' },
  intro: {
    nl: 'We gebruiken je gegevens alleen om je bestelling te verwerken en je goed te helpen. Hier lees je welke gegevens dat zijn, waarom we ze nodig hebben en welke rechten je hebt.',
    fr: 'Nous utilisons vos données uniquement pour traiter votre commande et bien vous servir. Vous trouverez ici quelles données nous traitons, pourquoi, et quels sont vos droits.',
    en: 'We only use your data to handle your order and to serve you well. Here you can read which data that is, why we need it and what your rights are.',
  },
  description: {
    nl: 'Hoe De Vleesboetiek omgaat met je persoonsgegevens: bestellingen, account, nieuwsbrief, cookies, bewaartermijnen en je rechten.',
    fr: 'Comment De Vleesboetiek traite vos données personnelles : commandes, compte, newsletter, cookies, durées de conservation et vos droits.',
    en: 'How De Vleesboetiek handles your personal data: orders, account, newsletter, cookies, retention periods and your rights.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        nl: `## Wie is verantwoordelijk?

De Vleesboetiek, Kouter 12, 9000 Gent, is de verwerkingsverantwoordelijke voor de gegevens die je via deze webwinkel deelt. Vragen over privacy stel je aan info@vleesboetiek.example of op +32 9 123 45 67.

## Welke gegevens gebruiken we, en waarvoor?

- **Bestellingen en levering**: je naam, adres, telefoonnummer, e-mailadres en wat je bestelt. Die hebben we nodig om je bestelling klaar te maken, te leveren of klaar te zetten voor afhaling, en om je te factureren.
- **Je account**: je inloggegevens, je adresboek, je bestelgeschiedenis en de beoordelingen die je schrijft.
- **Nieuwsbrief**: je e-mailadres, maar alleen als je daar zelf toestemming voor geeft. Je bevestigt je inschrijving via een e-mail (dubbele opt-in) en schrijft je met één klik weer uit.
- **Cadeaubonnen**: de naam en het e-mailadres van de ontvanger, die je zelf invult, gebruiken we alleen om de code te bezorgen.
- **Testprogramma en contact**: je aanmelding als tester en de berichten die je ons stuurt, om je aanvraag of vraag te behandelen.

We gebruiken je gegevens om de overeenkomst met jou uit te voeren, om te voldoen aan wettelijke verplichtingen zoals de boekhouding, en voor de nieuwsbrief op basis van je toestemming.

## Met wie delen we je gegevens?

Alleen met partijen die we nodig hebben om je te helpen: de vervoerder die je pakket levert en de dienstverleners die onze webwinkel technisch laten draaien. Zij mogen je gegevens voor niets anders gebruiken. We verkopen je gegevens nooit.

## Cookies

Essentiële cookies, bijvoorbeeld voor je winkelmand, je taal en het inloggen, zijn nodig om de webwinkel te laten werken. Voor alle andere cookies vragen we eerst je toestemming via de cookiebanner. Je kan je keuze op elk moment aanpassen.

## Hoe lang bewaren we je gegevens?

Facturen en de gegevens die erop staan, bewaren we 7 jaar, zoals de wet vereist. Alle andere gegevens bewaren we niet langer dan nodig: je account tot je hem laat verwijderen, je inschrijving op de nieuwsbrief tot je je uitschrijft.

## Je rechten

Je hebt het recht om je gegevens in te zien, te laten verbeteren of te laten wissen, ze op te vragen in een gangbaar formaat (overdraagbaarheid) en je te verzetten tegen het gebruik ervan. Een gegeven toestemming kan je altijd intrekken. Stuur je vraag naar info@vleesboetiek.example; we antwoorden binnen een maand.

## Klacht?

Ben je niet tevreden over hoe we met je gegevens omgaan, laat het ons dan weten. Je kan ook een klacht indienen bij de **Gegevensbeschermingsautoriteit**, Drukpersstraat 35, 1000 Brussel.

Meer over bestellen en leveren lees je in onze [algemene voorwaarden](/voorwaarden).`,
        fr: `## Qui est responsable ?

De Vleesboetiek, Kouter 12, 9000 Gand, est le responsable du traitement des données que vous partagez via cette boutique en ligne. Pour toute question relative à la vie privée, écrivez à info@vleesboetiek.example ou appelez le +32 9 123 45 67.

## Quelles données utilisons-nous, et pourquoi ?

- **Commandes et livraison** : vos nom, adresse, numéro de téléphone, adresse e-mail et le contenu de votre commande. Nous en avons besoin pour préparer votre commande, la livrer ou la tenir prête au retrait, et pour la facturer.
- **Votre compte** : vos identifiants, votre carnet d'adresses, l'historique de vos commandes et les avis que vous rédigez.
- **Newsletter** : votre adresse e-mail, uniquement si vous y consentez. Vous confirmez votre inscription par e-mail (double opt-in) et vous vous désinscrivez en un clic.
- **Bons cadeaux** : le nom et l'adresse e-mail du destinataire, que vous indiquez vous-même, servent uniquement à lui envoyer le code.
- **Programme de test et contact** : votre candidature de testeur et les messages que vous nous envoyez, pour traiter votre demande ou votre question.

Nous utilisons vos données pour exécuter le contrat conclu avec vous, pour respecter nos obligations légales, notamment comptables, et, pour la newsletter, sur la base de votre consentement.

## Avec qui partageons-nous vos données ?

Uniquement avec les partenaires nécessaires pour vous servir : le transporteur qui livre votre colis et les prestataires qui assurent le fonctionnement technique de notre boutique en ligne. Ils ne peuvent utiliser vos données à aucune autre fin. Nous ne vendons jamais vos données.

## Cookies

Les cookies essentiels, par exemple pour votre panier, votre langue et la connexion, sont nécessaires au fonctionnement de la boutique. Pour tous les autres cookies, nous demandons d'abord votre consentement via le bandeau cookies. Vous pouvez modifier votre choix à tout moment.

## Combien de temps conservons-nous vos données ?

Les factures et les données qui y figurent sont conservées 7 ans, comme l'exige la loi. Toutes les autres données ne sont pas conservées plus longtemps que nécessaire : votre compte jusqu'à ce que vous en demandiez la suppression, votre inscription à la newsletter jusqu'à votre désinscription.

## Vos droits

Vous avez le droit d'accéder à vos données, de les faire rectifier ou effacer, de les recevoir dans un format courant (portabilité) et de vous opposer à leur utilisation. Vous pouvez à tout moment retirer un consentement donné. Envoyez votre demande à info@vleesboetiek.example ; nous répondons dans un délai d'un mois.

## Une plainte ?

Si vous n'êtes pas satisfait de la manière dont nous traitons vos données, dites-le-nous. Vous pouvez également introduire une plainte auprès de l'**Autorité de protection des données**, rue de la Presse 35, 1000 Bruxelles.

Pour tout ce qui concerne la commande et la livraison, consultez nos [conditions générales](/fr/termes-et-conditions).`,
        en: `## Who is responsible?

De Vleesboetiek, Kouter 12, 9000 Ghent, is the controller of the data you share through this online shop. Privacy questions can be sent to info@vleesboetiek.example or asked on +32 9 123 45 67.

## Which data do we use, and what for?

- **Orders and delivery**: your name, address, phone number, e-mail address and what you order. We need these to prepare your order, deliver it or have it ready for pickup, and to invoice it.
- **Your account**: your login details, your address book, your order history and the reviews you write.
- **Newsletter**: your e-mail address, but only if you give your consent. You confirm your subscription by e-mail (double opt-in) and can unsubscribe with one click.
- **Gift vouchers**: the recipient's name and e-mail address, which you enter yourself, are used only to send them the code.
- **Tester programme and contact**: your application as a tester and the messages you send us, to handle your application or question.

We use your data to perform our contract with you, to meet legal obligations such as bookkeeping, and for the newsletter on the basis of your consent.

## Who do we share your data with?

Only with the parties we need to serve you: the carrier that delivers your parcel and the service providers that keep our online shop running technically. They may not use your data for anything else. We never sell your data.

## Cookies

Essential cookies, for example for your shopping cart, your language and signing in, are needed for the shop to work. For all other cookies we first ask for your consent through the cookie banner. You can change your choice at any time.

## How long do we keep your data?

Invoices and the data on them are kept for 7 years, as the law requires. All other data is kept no longer than needed: your account until you ask us to delete it, your newsletter subscription until you unsubscribe.

## Your rights

You have the right to access your data, to have it corrected or erased, to receive it in a common format (portability) and to object to its use. You can withdraw any consent you have given at any time. Send your request to info@vleesboetiek.example; we reply within one month.

## A complaint?

If you are not happy with how we handle your data, please tell us. You can also lodge a complaint with the Belgian **Data Protection Authority** (Gegevensbeschermingsautoriteit), Drukpersstraat 35, 1000 Brussels.

For everything about ordering and delivery, see our [terms and conditions](/en/terms-and-conditions).`,
      },
    },
  ],
}
