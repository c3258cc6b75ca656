import type { PageSeed } from '../types'

/** The tester programme explained: who can apply, how, and what testers do. */
export const testPage: PageSeed = {
  key: 'test',
  title: {
    nl: 'Word tester van onze nieuwe producten',
    fr: 'Devenez testeur de nos nouveaux produits',
    en: 'Become a tester of our new products',
  },
  intro: {
    nl: 'Proef onze nieuwigheden als een van de eersten, gratis, en vertel ons eerlijk wat je ervan vindt.',
    fr: 'Goûtez nos nouveautés parmi les premiers, gratuitement, et dites-nous franchement ce que vous en pensez.',
    en: 'Taste our new products among the very first, free of charge, and tell us honestly what you think.',
  },
  description: {
    nl: 'Test gratis nieuwe producten van De Vleesboetiek: meld je aan met je klantaccount, proef thuis en schrijf een eerlijke beoordeling.',
    fr: 'Testez gratuitement les nouveautés de De Vleesboetiek : posez votre candidature avec votre compte, goûtez chez vous et rédigez un avis honnête.',
    en: 'Test new De Vleesboetiek products for free: apply with your customer account, taste them at home and write an honest review.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        nl: `## Waarom een testprogramma?

In ons atelier werken we voortdurend aan nieuwe producten: een burger van dry-aged rundvlees, een nieuwe worst, een marinade voor het barbecueseizoen. In de winkel proeven we ze samen met onze vaste klanten, maar we willen ook weten wat klanten thuis, aan hun eigen fornuis, ervan vinden. Daarom nodigen we je uit om tester te worden.

## Zo meld je je aan

1. **Maak een klantaccount aan** of log in. Alleen geregistreerde klanten kunnen meedoen.
2. Bekijk de **lopende tests** in het testprogramma. Bij elke test zie je welk product het is, hoe lang de test loopt en hoeveel plaatsen er zijn.
3. **Meld je aan** voor de test die je aanspreekt. Je kan je één keer per test aanmelden.
4. Het aantal plaatsen is beperkt. We laten je weten of je erbij bent en spreken met je af hoe je het product ontvangt.

## Wat verwachten we van je?

- Je bereidt het product thuis, zoals je dat normaal zou doen, en bewaart het volgens ons bewaaradvies.
- Na het proeven schrijf je een **eerlijke beoordeling** via je account. Vond je het heerlijk, zeg het. Was het te zout, te droog of net niet pittig genoeg, zeg het dan ook. Juist die opmerkingen helpen ons het product beter te maken.
- Je beoordeling verschijnt bij het product, zodat andere klanten er ook iets aan hebben.

## Wat krijg je ervoor?

Het testproduct krijg je **gratis**. Je bent bovendien een van de eersten die het proeft, en je mening bepaalt mee hoe het product er uiteindelijk uitziet.

## Goed om te weten

Je aanmelding gebruiken we alleen om de test te organiseren, zoals beschreven in ons [privacybeleid](/privacy-beleid). Ben je deze keer niet gekozen? Bij elke nieuwe test maak je opnieuw een kans.`,
        fr: `## Pourquoi un programme de test ?

Dans notre atelier, nous travaillons sans cesse à de nouveaux produits : un burger de bœuf maturé, une nouvelle saucisse, une marinade pour la saison des barbecues. En boutique, nous les faisons goûter à nos clients fidèles, mais nous voulons aussi savoir ce qu'en pensent les clients chez eux, à leurs propres fourneaux. C'est pourquoi nous vous invitons à devenir testeur.

## Comment poser votre candidature

1. **Créez un compte client** ou connectez-vous. Seuls les clients enregistrés peuvent participer.
2. Consultez les **tests en cours** dans le programme de test. Pour chaque test, vous voyez de quel produit il s'agit, combien de temps dure le test et combien de places sont disponibles.
3. **Posez votre candidature** pour le test qui vous tente. Vous pouvez postuler une seule fois par test.
4. Le nombre de places est limité. Nous vous faisons savoir si vous êtes retenu et convenons avec vous de la manière dont vous recevez le produit.

## Qu'attendons-nous de vous ?

- Vous préparez le produit chez vous, comme vous le feriez normalement, et le conservez selon nos conseils de conservation.
- Après la dégustation, vous rédigez un **avis honnête** depuis votre compte. Vous avez adoré ? Dites-le. C'était trop salé, trop sec ou pas assez relevé ? Dites-le aussi. Ce sont justement ces remarques qui nous aident à améliorer le produit.
- Votre avis apparaît avec le produit, pour qu'il serve aussi aux autres clients.

## Qu'y gagnez-vous ?

Le produit à tester vous est offert **gratuitement**. Vous êtes en outre parmi les premiers à le goûter, et votre avis contribue à façonner le produit final.

## Bon à savoir

Votre candidature sert uniquement à organiser le test, comme décrit dans notre politique de confidentialité. Vous n'avez pas été retenu cette fois-ci ? Chaque nouveau test vous donne une nouvelle chance.`,
        en: `## Why a tester programme?

In our workshop we are always working on new products: a burger made from dry-aged beef, a new sausage, a marinade for barbecue season. In the shop we let our regulars taste them, but we also want to know what customers think at home, at their own stove. That is why we invite you to become a tester.

## How to apply

1. **Create a customer account** or sign in. Only registered customers can take part.
2. Look at the **current tests** in the tester programme. For each test you can see which product it is, how long the test runs and how many places there are.
3. **Apply** for the test that appeals to you. You can apply once per test.
4. The number of places is limited. We let you know whether you have been selected and agree with you how you will receive the product.

## What do we expect from you?

- You prepare the product at home, the way you normally would, and store it according to our storage advice.
- After tasting, you write an **honest review** from your account. Loved it? Say so. Too salty, too dry or not quite spicy enough? Say that too. Those comments are exactly what help us make the product better.
- Your review appears with the product, so other customers benefit from it as well.

## What do you get?

You receive the test product **free of charge**. You are also one of the first to taste it, and your opinion helps shape the final product.

## Good to know

We only use your application to organise the test, as described in our [privacy policy](/en/privacy-policy). Not selected this time? Every new test gives you a new chance.`,
      },
    },
    {
      blockType: 'callToAction',
      heading: {
        nl: 'Bekijk de lopende tests',
        fr: 'Voir les tests en cours',
        en: 'See the current tests',
      },
      text: {
        nl: 'Kies een test en meld je aan zolang er plaatsen vrij zijn.',
        fr: "Choisissez un test et posez votre candidature tant qu'il reste des places.",
        en: 'Pick a test and apply while places are still available.',
      },
      link: {
        label: {
          nl: 'Naar het testprogramma',
          fr: 'Vers le programme de test',
          en: 'Go to the tester programme',
        },
        target: 'tester',
      },
    },
  ],
}
