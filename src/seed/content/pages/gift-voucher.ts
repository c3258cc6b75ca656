import type { PageSeed } from '../types'

/** The gift voucher: how to give one, how the recipient uses it, and the voucher itself. */
export const giftVoucherPage: PageSeed = {
  key: 'gift-voucher',
  title: {
    nl: 'Cadeaubon: geef smaak cadeau',
    fr: 'Bon cadeau : offrez du goût',
    en: 'Gift voucher: give the gift of flavour',
  },
  intro: {
    nl: 'Een cadeaubon van De Vleesboetiek laat de ontvanger zelf kiezen: een feestelijk stuk rundvlees, een barbecuepakket of wild voor een herfstdiner.',
    fr: "Avec un bon cadeau De Vleesboetiek, le destinataire choisit lui-même : une pièce de bœuf festive, un colis barbecue ou du gibier pour un dîner d'automne.",
    en: 'A De Vleesboetiek gift voucher lets the recipient choose: a festive cut of beef, a barbecue package or game for an autumn dinner.',
  },
  description: {
    nl: 'Geef een cadeaubon van € 50 van De Vleesboetiek: de ontvanger krijgt een unieke code per e-mail, te gebruiken in de webwinkel, 1 jaar geldig.',
    fr: 'Offrez un bon cadeau de 50 € de De Vleesboetiek : le destinataire reçoit un code unique par e-mail, valable 1 an dans la boutique en ligne.',
    en: 'Give a €50 De Vleesboetiek gift voucher: the recipient gets a unique code by e-mail to use in our online shop, valid for 1 year.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        nl: `## Zo geef je een cadeaubon

1. Leg de **cadeaubon van € 50** in je winkelmand.
2. Vul de **naam en het e-mailadres van de ontvanger** in, daarna **je eigen naam en e-mailadres** en een **persoonlijke boodschap**.
3. Rond je bestelling af en betaal.
4. Zodra je bestelling betaald is, sturen we de ontvanger een e-mail met een **unieke code** en jouw boodschap.

De e-mail is in de taal waarin jij bestelt. Spreekt de ontvanger liever Frans of Engels, kies dan die taal in de webwinkel voor je de bon bestelt.

## Zo gebruikt de ontvanger de bon

De ontvanger kiest in de webwinkel wat hij of zij lekker vindt en vult de code in de **winkelmand** in. De bon betaalt een deel of het geheel van de bestelling. Kost de bestelling minder dan de waarde van de bon, dan blijft het **resterende saldo op de code staan** voor een volgende bestelling. Kost ze meer, dan betaal je het verschil gewoon zoals bij elke andere bestelling.

De cadeaubon is **1 jaar geldig**, te rekenen vanaf de dag dat de code verstuurd wordt.

## Een persoonlijke boodschap

Je boodschap staat in de e-mail die de ontvanger krijgt. Schrijf erbij waarom je de bon geeft: een verjaardag, een bedankje, een housewarming of gewoon omdat het kan. Een tip doet ook wonderen, bijvoorbeeld een côte à l'os voor de barbecue of een hertenfilet voor de feestdagen.

## Goed om te weten

- Kijk het e-mailadres van de ontvanger goed na: de code wordt alleen naar dat adres gestuurd.
- Betaal je met een overschrijving, dan vertrekt de code zodra je betaling binnen is. Bestel dus op tijd als je de bon op een bepaalde dag wil laten aankomen.
- De ontvanger kan kiezen uit ons hele aanbod en laten leveren in België, Nederland, Frankrijk, Duitsland of Luxemburg, of gratis afhalen in onze winkel in Gent.
- Is de e-mail met de code niet aangekomen? Kijk eerst even in de map met ongewenste berichten en [neem anders contact met ons op](/contact).`,
        fr: `## Comment offrir un bon cadeau

1. Ajoutez le **bon cadeau de 50 €** à votre panier.
2. Indiquez le **nom et l'adresse e-mail du destinataire**, puis **vos propres nom et adresse e-mail** et un **message personnel**.
3. Finalisez votre commande et payez.
4. Dès que votre commande est payée, nous envoyons au destinataire un e-mail avec un **code unique** et votre message.

L'e-mail est rédigé dans la langue dans laquelle vous commandez. Si le destinataire préfère le néerlandais ou l'anglais, choisissez cette langue dans la boutique avant de commander le bon.

## Comment le destinataire utilise le bon

Le destinataire choisit dans la boutique en ligne ce qui lui fait envie et saisit le code dans le **panier**. Le bon règle tout ou partie de la commande. Si la commande coûte moins que la valeur du bon, le **solde reste disponible sur le code** pour une prochaine commande. Si elle coûte plus, la différence se paie simplement comme pour toute autre commande.

Le bon cadeau est **valable 1 an** à compter du jour de l'envoi du code.

## Un message personnel

Votre message figure dans l'e-mail que reçoit le destinataire. Dites-lui pourquoi vous lui offrez ce bon : un anniversaire, un remerciement, une crémaillère ou simplement pour le plaisir. Une suggestion fait aussi merveille, par exemple une côte à l'os pour le barbecue ou un filet de cerf pour les fêtes.

## Bon à savoir

- Vérifiez bien l'adresse e-mail du destinataire : le code est envoyé uniquement à cette adresse.
- Si vous payez par virement, le code part dès réception de votre paiement. Commandez donc à temps si vous souhaitez que le bon arrive un jour précis.
- Le destinataire peut choisir dans toute notre offre et se faire livrer en Belgique, aux Pays-Bas, en France, en Allemagne ou au Luxembourg, ou retirer gratuitement sa commande dans notre boutique à Gand.
- L'e-mail avec le code n'est pas arrivé ? Vérifiez d'abord le dossier des courriers indésirables, sinon [contactez-nous](/fr/contact).`,
        en: `## How to give a gift voucher

1. Add the **€50 gift voucher** to your cart.
2. Fill in the **recipient's name and e-mail address**, then **your own name and e-mail address** and a **personal message**.
3. Complete your order and pay.
4. As soon as your order is paid, we send the recipient an e-mail with a **unique code** and your message.

The e-mail is in the language you order in. If the recipient would rather read Dutch or French, switch the shop to that language before you order the voucher.

## How the recipient uses the voucher

The recipient chooses whatever they fancy in the online shop and enters the code in the **shopping cart**. The voucher pays for part or all of the order. If the order costs less than the value of the voucher, the **remaining balance stays on the code** for a later order. If it costs more, the difference is simply paid like any other order.

The gift voucher is **valid for 1 year** from the day the code is sent.

## A personal message

Your message appears in the e-mail the recipient receives. Tell them why you are giving the voucher: a birthday, a thank-you, a housewarming or simply because you can. A suggestion works wonders too, such as a côte de boeuf for the barbecue or a venison fillet for the holidays.

## Good to know

- Double-check the recipient's e-mail address: the code is only sent to that address.
- If you pay by bank transfer, the code is sent once your payment has arrived. So order in good time if you want the voucher to arrive on a particular day.
- The recipient can choose from our whole range and have it delivered to Belgium, the Netherlands, France, Germany or Luxembourg, or collect it free of charge from our shop in Ghent.
- Has the e-mail with the code not arrived? First check the spam folder, and otherwise [contact us](/en/contact).`,
      },
    },
    {
      blockType: 'productCarousel',
      heading: {
        nl: 'Bestel je cadeaubon',
        fr: 'Commandez votre bon cadeau',
        en: 'Order your gift voucher',
      },
      source: 'chosen',
      productSkus: ['DELI-06'],
    },
  ],
}
