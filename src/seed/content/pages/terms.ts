import type { PageSeed } from '../types'

/** The general terms and conditions of sale, in numbered articles. */
export const termsPage: PageSeed = {
  key: 'terms',
  title: {
    nl: 'Algemene voorwaarden',
    fr: 'Conditions générales de vente',
    en: 'Terms and conditions',
  },
  intro: {
    nl: 'Deze voorwaarden gelden voor elke bestelling in onze webwinkel. We hebben ze zo duidelijk mogelijk geschreven; heb je toch een vraag, neem dan gerust contact op.',
    fr: "Ces conditions s'appliquent à toute commande passée dans notre boutique en ligne. Nous les avons rédigées aussi clairement que possible ; pour toute question, n'hésitez pas à nous contacter.",
    en: 'These terms apply to every order in our online shop. We have written them as clearly as we can; if you still have a question, feel free to get in touch.',
  },
  description: {
    nl: 'De algemene voorwaarden van De Vleesboetiek: bestellen, prijzen, betalen, levering, afhalen, herroepingsrecht, tevredenheidsgarantie en geschillen.',
    fr: 'Les conditions générales de De Vleesboetiek : commande, prix, paiement, livraison, retrait, droit de rétractation, garantie de satisfaction et litiges.',
    en: 'The terms and conditions of De Vleesboetiek: ordering, prices, payment, delivery, pickup, right of withdrawal, satisfaction guarantee and disputes.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        nl: `## Artikel 1 – Wie zijn wij

De webwinkel wordt uitgebaat door De Vleesboetiek, Kouter 12, 9000 Gent, België. Je bereikt ons op +32 9 123 45 67 of via info@vleesboetiek.example.

## Artikel 2 – Toepassing

Deze voorwaarden gelden voor alle bestellingen via onze webwinkel, zowel voor levering als voor afhalen in de winkel. Door te bestellen aanvaard je ze. Afwijkingen gelden alleen als we ze schriftelijk met je hebben afgesproken.

## Artikel 3 – Aanbod en prijzen

Alle prijzen staan in euro en zijn inclusief btw. Op vlees is dat in België 6 %; bij levering in een ander land volgt de btw het land van bestemming. De leverkosten zie je vóór je bestelling bevestigt. Vlees dat per gewicht verkocht wordt, snijden we zo nauwkeurig mogelijk; kleine verschillen horen bij ambachtelijk snijwerk. Bij een kennelijke vergissing in een prijs of productomschrijving zijn we niet gebonden. Bij elke bestelling boven € 200 krijg je een gratis geschenk.

## Artikel 4 – Bestellen

De overeenkomst komt tot stand zodra je je bestelling bevestigt en wij je een bevestiging per e-mail sturen. Je kiest bij het afrekenen zelf je leverdatum of afhaalmoment.

## Artikel 5 – Betalen

Je betaalt met een overschrijving met de gestructureerde mededeling die je bij je bestelling krijgt (+++xxx/xxxx/xxxxx+++). We maken je bestelling klaar zodra de betaling ontvangen is. Komt de betaling niet op tijd binnen voor je gekozen datum, dan spreken we een nieuwe datum met je af. Bij afhalen kan je ook in de winkel betalen met je kaart of cash.

## Artikel 6 – Levering

We leveren in België, Nederland, Frankrijk, Duitsland en Luxemburg, van dinsdag tot zaterdag tussen 8:00 en 20:00, niet op Belgische feestdagen. Bestel je vóór 9:00, dan kan levering de volgende dag als dat een leverdag is. Het vlees wordt vacuüm verpakt en in een koelbox verstuurd. De leverkosten per land staan op onze pagina [Levering](/levering).

## Artikel 7 – Ontvangst

Je zorgt ervoor dat je pakket op de gekozen datum in ontvangst genomen wordt, door jezelf of door iemand die je aanduidt. De koelbox houdt het vlees 24 uur koud; daarna is de kwaliteit niet meer gegarandeerd. Kan een pakket door jouw afwezigheid niet tijdig gekoeld bewaard worden, dan kunnen we bederfelijke producten niet terugnemen.

## Artikel 8 – Afhalen

Afhalen in onze winkel in Gent is gratis, van maandag tot vrijdag tot 15:00, behalve in het weekend, op feestdagen en op de dag vóór een feestdag. Dezelfde dag afhalen kan enkel als je ons vóór 11:00 belt.

## Artikel 9 – Herroepingsrecht

Vers vlees en andere producten die snel bederven, zijn **uitgesloten van het herroepingsrecht van 14 dagen**. Dat staat zo in artikel VI.53, 4° van het Wetboek van economisch recht, dat de Europese regels voor goederen die snel bederven overneemt. Je kan zo'n bestelling dus niet zonder reden terugsturen, maar onze tevredenheidsgarantie (artikel 10) blijft gelden. Voor producten die niet onder deze uitzondering vallen, meld je een herroeping binnen 14 dagen na ontvangst.

## Artikel 10 – Tevredenheidsgarantie

Is er iets niet in orde met je bestelling? Neem binnen 48 uur na ontvangst contact met ons op, met je bestelnummer en een foto. We vervangen het product of betalen het terug. Dit komt bovenop je wettelijke rechten, zoals de wettelijke garantie op producten die niet aan de overeenkomst beantwoorden.

## Artikel 11 – Bewaring

Bewaar vers vlees in de koelkast op maximaal 7 °C, gevogelte op maximaal 4 °C, of in de diepvriezer op −18 °C. Vacuüm verpakt vers vlees blijft gekoeld 8 dagen goed vanaf het verpakken, gevogelte 4 dagen. We zijn niet verantwoordelijk voor bederf door bewaring die hiervan afwijkt.

## Artikel 12 – Cadeaubonnen

Een cadeaubon is 1 jaar geldig. De code kan je in de winkelmand gebruiken voor een deel of het geheel van een bestelling; een resterend saldo blijft op de code staan voor een volgende bestelling.

## Artikel 13 – Account en beoordelingen

Je bent verantwoordelijk voor de gegevens in je account en voor het geheimhouden van je wachtwoord. Alleen geregistreerde klanten kunnen een beoordeling schrijven. Beoordelingen die beledigend zijn of niets met het product te maken hebben, mogen we weigeren of verwijderen.

## Artikel 14 – Privacy

We verwerken je gegevens zoals beschreven in ons [privacybeleid](/privacy-beleid).

## Artikel 15 – Toepasselijk recht en geschillen

Op deze voorwaarden is het Belgisch recht van toepassing, zonder afbreuk aan de dwingende bescherming die je als consument geniet in het land waar je woont. Heb je een klacht, neem dan eerst contact met ons op: we zoeken graag samen een oplossing. Lukt dat niet, dan kan je terecht bij de Consumentenombudsdienst. Geschillen worden voorgelegd aan de rechtbanken van Gent, onverminderd je recht als consument om de rechter van je woonplaats te kiezen.`,
        fr: `## Article 1 – Qui sommes-nous

La boutique en ligne est exploitée par De Vleesboetiek, Kouter 12, 9000 Gand, Belgique. Vous pouvez nous joindre au +32 9 123 45 67 ou à l'adresse info@vleesboetiek.example.

## Article 2 – Champ d'application

Les présentes conditions s'appliquent à toutes les commandes passées dans notre boutique en ligne, qu'elles soient livrées ou retirées en boutique. En commandant, vous les acceptez. Toute dérogation n'est valable que si nous l'avons convenue par écrit avec vous.

## Article 3 – Offre et prix

Tous les prix sont exprimés en euros, TVA comprise. En Belgique, la TVA sur la viande est de 6 % ; pour une livraison dans un autre pays, c'est la TVA du pays de destination qui s'applique. Les frais de livraison vous sont indiqués avant la confirmation de la commande. La viande vendue au poids est découpée aussi précisément que possible ; de légers écarts sont inhérents au travail artisanal. Nous ne sommes pas liés par une erreur manifeste de prix ou de description. Toute commande de plus de 200 € donne droit à un cadeau offert.

## Article 4 – Commande

Le contrat est conclu dès que vous confirmez votre commande et que nous vous envoyons une confirmation par e-mail. Lors de la commande, vous choisissez vous-même la date de livraison ou le moment du retrait.

## Article 5 – Paiement

Vous payez par virement avec la communication structurée indiquée lors de la commande (+++xxx/xxxx/xxxxx+++). Nous préparons votre commande dès réception du paiement. Si le paiement n'arrive pas à temps pour la date choisie, nous convenons avec vous d'une nouvelle date. En cas de retrait, vous pouvez aussi payer en boutique par carte ou en espèces.

## Article 6 – Livraison

Nous livrons en Belgique, aux Pays-Bas, en France, en Allemagne et au Luxembourg, du mardi au samedi entre 8:00 et 20:00, sauf les jours fériés belges. Pour une commande passée avant 9:00, la livraison est possible le lendemain si ce jour est un jour de livraison. La viande est emballée sous vide et expédiée dans une boîte isotherme. Les frais de livraison par pays figurent sur notre page [Livraison](/fr/livraison).

## Article 7 – Réception

Vous veillez à ce que votre colis soit réceptionné à la date choisie, par vous-même ou par une personne que vous désignez. La boîte isotherme garde la viande au froid pendant 24 heures ; au-delà, la qualité n'est plus garantie. Si, en raison de votre absence, un colis ne peut pas être conservé au froid à temps, nous ne pouvons pas reprendre les produits périssables.

## Article 8 – Retrait

Le retrait dans notre boutique à Gand est gratuit, du lundi au vendredi jusqu'à 15:00, sauf le week-end, les jours fériés et la veille d'un jour férié. Un retrait le jour même n'est possible que si vous nous appelez avant 11:00.

## Article 9 – Droit de rétractation

La viande fraîche et les autres produits susceptibles de se détériorer rapidement sont **exclus du droit de rétractation de 14 jours**. C'est ce que prévoit l'article VI.53, 4° du Code de droit économique, qui transpose les règles européennes relatives aux biens périssables. Vous ne pouvez donc pas renvoyer une telle commande sans motif, mais notre garantie de satisfaction (article 10) reste d'application. Pour les produits qui ne relèvent pas de cette exception, la rétractation doit nous être notifiée dans les 14 jours suivant la réception.

## Article 10 – Garantie de satisfaction

Quelque chose ne va pas avec votre commande ? Contactez-nous dans les 48 heures suivant la réception, avec votre numéro de commande et une photo. Nous remplaçons le produit ou le remboursons. Cette garantie s'ajoute à vos droits légaux, comme la garantie légale de conformité.

## Article 11 – Conservation

Conservez la viande fraîche au réfrigérateur à 7 °C maximum, la volaille à 4 °C maximum, ou au congélateur à −18 °C. La viande fraîche sous vide se conserve au frais 8 jours à compter de l'emballage, la volaille 4 jours. Nous ne sommes pas responsables d'une altération due à une conservation différente.

## Article 12 – Bons cadeaux

Un bon cadeau est valable 1 an. Le code s'utilise dans le panier pour régler tout ou partie d'une commande ; le solde éventuel reste disponible sur le code pour une commande ultérieure.

## Article 13 – Compte et avis

Vous êtes responsable des données de votre compte et de la confidentialité de votre mot de passe. Seuls les clients enregistrés peuvent rédiger un avis. Nous pouvons refuser ou supprimer les avis injurieux ou sans rapport avec le produit.

## Article 14 – Vie privée

Nous traitons vos données comme décrit dans notre politique de confidentialité.

## Article 15 – Droit applicable et litiges

Les présentes conditions sont régies par le droit belge, sans préjudice de la protection impérative dont vous bénéficiez en tant que consommateur dans votre pays de résidence. En cas de réclamation, contactez-nous d'abord : nous chercherons volontiers une solution ensemble. À défaut, vous pouvez vous adresser au Service de médiation pour le consommateur. Les litiges sont soumis aux tribunaux de Gand, sans préjudice de votre droit, en tant que consommateur, de saisir le juge de votre domicile.`,
        en: `## Article 1 – Who we are

The online shop is run by De Vleesboetiek, Kouter 12, 9000 Ghent, Belgium. You can reach us on +32 9 123 45 67 or at info@vleesboetiek.example.

## Article 2 – Scope

These terms apply to all orders placed in our online shop, whether delivered or collected in the shop. By ordering, you accept them. Any exceptions only apply if we have agreed them with you in writing.

## Article 3 – Offer and prices

All prices are in euro and include VAT. In Belgium the VAT on meat is 6 %; for delivery to another country, the VAT of the destination country applies. You see the delivery costs before you confirm your order. Meat sold by weight is cut as accurately as possible; small differences are part of craft butchery. We are not bound by an obvious error in a price or product description. Every order above €200 comes with a free gift.

## Article 4 – Ordering

The contract is formed as soon as you confirm your order and we send you a confirmation by e-mail. At checkout you choose your delivery date or pickup time yourself.

## Article 5 – Payment

You pay by bank transfer using the structured communication you receive with your order (+++xxx/xxxx/xxxxx+++). We prepare your order once the payment has been received. If the payment does not arrive in time for the date you chose, we agree a new date with you. For pickup orders you can also pay in the shop by card or in cash.

## Article 6 – Delivery

We deliver to Belgium, the Netherlands, France, Germany and Luxembourg, Tuesday to Saturday between 8:00 and 20:00, except on Belgian public holidays. If you order before 9:00, delivery the next day is possible when that day is a delivery day. The meat is vacuum-packed and shipped in a chilled box. Delivery costs per country are listed on our [Delivery](/en/delivery) page.

## Article 7 – Receiving your parcel

You make sure your parcel is received on the chosen date, by yourself or by someone you appoint. The chilled box keeps the meat cold for 24 hours; after that, quality can no longer be guaranteed. If a parcel cannot be refrigerated in time because nobody was there to receive it, we cannot take back perishable products.

## Article 8 – Pickup

Pickup at our shop in Ghent is free, Monday to Friday until 15:00, except at weekends, on public holidays and on the day before a public holiday. Same-day pickup is only possible if you call us before 11:00.

## Article 9 – Right of withdrawal

Fresh meat and other goods that spoil quickly are **excluded from the 14-day right of withdrawal**. This follows from Article VI.53, 4° of the Belgian Code of Economic Law, which implements the European rules on goods liable to deteriorate rapidly. You therefore cannot send such an order back without a reason, but our satisfaction guarantee (Article 10) still applies. For products not covered by this exception, notify us of your withdrawal within 14 days of receipt.

## Article 10 – Satisfaction guarantee

Something not right with your order? Contact us within 48 hours of receipt, with your order number and a photo. We will replace the product or refund it. This comes on top of your statutory rights, such as the legal guarantee of conformity.

## Article 11 – Storage

Keep fresh meat in the fridge at 7 °C or below, poultry at 4 °C or below, or in the freezer at −18 °C. Vacuum-packed fresh meat keeps for 8 days from packing when kept cold, poultry for 4 days. We are not responsible for spoilage caused by storage that differs from this.

## Article 12 – Gift vouchers

A gift voucher is valid for 1 year. The code is entered in the shopping cart and pays for part or all of an order; any remaining balance stays on the code for a later order.

## Article 13 – Account and reviews

You are responsible for the details in your account and for keeping your password secret. Only registered customers can write a review. We may refuse or remove reviews that are offensive or unrelated to the product.

## Article 14 – Privacy

We process your data as described in our [privacy policy](/en/privacy-policy).

## Article 15 – Applicable law and disputes

These terms are governed by Belgian law, without prejudice to the mandatory protection you enjoy as a consumer in your country of residence. If you have a complaint, please contact us first: we are happy to look for a solution together. If that fails, you can turn to the Belgian Consumer Mediation Service. Disputes are brought before the courts of Ghent, without prejudice to your right as a consumer to go to the court of your place of residence.`,
      },
    },
  ],
}
