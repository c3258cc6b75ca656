import type { PageSeed } from '../types'

/** What clean label means at this butcher: no unnecessary additives, natural casings, origins. */
export const cleanLabelPage: PageSeed = {
  key: 'clean-label',
  title: {
    nl: 'Clean label: puur vlees, eerlijk etiket',
    fr: 'Clean label : de la viande pure, une étiquette honnête',
    en: 'Clean label: pure meat, honest labels',
  },
  intro: {
    nl: 'Goed vlees heeft weinig nodig. Daarom laten we alles weg wat niet noodzakelijk is, en vertellen we je eerlijk wat er wel in zit.',
    fr: "Une bonne viande n'a pas besoin de grand-chose. Nous supprimons donc tout ce qui n'est pas nécessaire, et nous vous disons honnêtement ce qu'elle contient.",
    en: 'Good meat does not need much. So we leave out everything that is not necessary, and tell you honestly what is in it.',
  },
  description: {
    nl: 'Clean label bij De Vleesboetiek: geen onnodige toevoegingen, geen fosfaten, natuurlijke darmen, eigen marinades en vlees van Belgische boerderijen.',
    fr: 'Le clean label chez De Vleesboetiek : sans additifs inutiles ni phosphates, boyaux naturels, marinades maison et viande de fermes belges.',
    en: 'Clean label at De Vleesboetiek: no unnecessary additives, no phosphates, natural casings, our own marinades and meat from Belgian farms.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        nl: `## Wat betekent clean label voor ons?

Clean label betekent dat het etiket kort en begrijpelijk is. Alles wat erop staat, zou je ook in je eigen keuken kunnen gebruiken: vlees, zout, kruiden, specerijen, groenten. Wat er niet hoort, laten we weg.

## Geen onnodige toevoegingen

- **Geen fosfaten.** Fosfaten laten vlees extra water vasthouden. Het weegt dan meer in de winkel, maar krimpt in je pan en kookt eerder dan dat het bakt. Bij ons betaal je voor vlees, niet voor water.
- **Geen smaakversterkers** zoals glutamaat. Smaak komt van goed vlees, van rijping en van verse kruiden.
- **Geen kunstmatige kleurstoffen.** Vlees mag eruitzien zoals het is.

Waar een hulpstof echt nodig is voor de voedselveiligheid, zoals het nitrietpekelzout in sommige gedroogde vleeswaren, gebruiken we er zo weinig mogelijk van en zeggen we het je eerlijk.

## Natuurlijke darmen

Onze worsten, van de boerenworst tot de chipolata, draaien we zelf en vullen we in **natuurlijke darmen**. Die geven de typische knak als je erin bijt en laten de worst mooi kleuren op de grill of in de pan.

## Eigen marinades

Onze marinades maken we in ons eigen atelier met olie, verse kruiden, look en specerijen. Geen kant-en-klare mengsels met een lange lijst ingrediënten. Zo weet je precies wat er op je barbecuevlees zit.

## Weten waar het vandaan komt

Het grootste deel van ons vlees komt van **Belgische boerderijen** die we persoonlijk kennen, waar dieren rustig kunnen opgroeien. Voor enkele specialiteiten, zoals Ibérico, kiezen we voor producenten uit de streek waar dat ras thuishoort. Wil je weten waar een bepaald stuk vandaan komt? Vraag het ons gerust, we vertellen het je graag.

## Allergieën

Ook in een kort etiket kunnen allergenen zitten, bijvoorbeeld mosterd of selder in een marinade. Heb je een allergie, [neem dan contact met ons op](/contact) voor je bestelt; we zoeken samen wat je veilig kan eten.`,
        fr: `## Que signifie le clean label pour nous ?

Le clean label, c'est une étiquette courte et compréhensible. Tout ce qui y figure, vous pourriez l'utiliser dans votre propre cuisine : viande, sel, herbes, épices, légumes. Ce qui n'a rien à y faire, nous le laissons de côté.

## Pas d'additifs inutiles

- **Pas de phosphates.** Les phosphates font retenir davantage d'eau à la viande. Elle pèse alors plus lourd à l'achat, mais elle rétrécit dans la poêle et bout au lieu de dorer. Chez nous, vous payez de la viande, pas de l'eau.
- **Pas d'exhausteurs de goût** comme le glutamate. Le goût vient d'une bonne viande, de la maturation et d'herbes fraîches.
- **Pas de colorants artificiels.** La viande peut avoir l'air de ce qu'elle est.

Lorsqu'un additif est réellement nécessaire à la sécurité alimentaire, comme le sel nitrité dans certaines charcuteries sèches, nous en utilisons le moins possible et nous vous le disons franchement.

## Des boyaux naturels

Nos saucisses, de la saucisse de campagne à la chipolata, sont préparées par nos soins et embossées dans des **boyaux naturels**. Ils donnent ce croquant typique sous la dent et permettent à la saucisse de bien dorer sur le gril ou à la poêle.

## Des marinades maison

Nos marinades sont préparées dans notre propre atelier avec de l'huile, des herbes fraîches, de l'ail et des épices. Pas de mélanges tout prêts à la longue liste d'ingrédients. Vous savez ainsi exactement ce qui recouvre votre viande pour le barbecue.

## Savoir d'où elle vient

La majeure partie de notre viande provient de **fermes belges** que nous connaissons personnellement, où les animaux grandissent sans stress. Pour quelques spécialités, comme l'Ibérique, nous choisissons des producteurs de la région d'origine de la race. Vous voulez savoir d'où vient un morceau en particulier ? Demandez-le-nous, nous vous le dirons volontiers.

## Allergies

Même une étiquette courte peut contenir des allergènes, par exemple de la moutarde ou du céleri dans une marinade. Si vous avez une allergie, [contactez-nous](/fr/contact) avant de commander ; nous chercherons ensemble ce que vous pouvez manger en toute sécurité.`,
        en: `## What does clean label mean to us?

Clean label means a short label that is easy to understand. Everything on it is something you could use in your own kitchen: meat, salt, herbs, spices, vegetables. Whatever does not belong there, we leave out.

## No unnecessary additives

- **No phosphates.** Phosphates make meat hold on to extra water. It weighs more when you buy it, but it shrinks in your pan and stews instead of searing. With us you pay for meat, not for water.
- **No flavour enhancers** such as glutamate. Flavour comes from good meat, from ageing and from fresh herbs.
- **No artificial colourings.** Meat may look like what it is.

Where an additive is truly needed for food safety, such as curing salt in some dry-cured meats, we use as little as possible and tell you so honestly.

## Natural casings

We make our sausages ourselves, from the farmhouse sausage to the chipolata, and fill them into **natural casings**. They give that typical snap when you bite into them and let the sausage brown nicely on the grill or in the pan.

## Our own marinades

We make our marinades in our own workshop with oil, fresh herbs, garlic and spices. No ready-made mixes with a long list of ingredients. So you know exactly what is on your barbecue meat.

## Knowing where it comes from

Most of our meat comes from **Belgian farms** we know personally, where animals can grow up calmly. For a few specialities, such as Ibérico, we choose producers from the region where that breed belongs. Want to know where a particular cut comes from? Just ask us, we are happy to tell you.

## Allergies

Even a short label can contain allergens, for example mustard or celery in a marinade. If you have an allergy, [contact us](/en/contact) before you order; together we will find out what you can safely eat.`,
      },
    },
    {
      blockType: 'callToAction',
      heading: {
        nl: 'Proef het verschil',
        fr: 'Goûtez la différence',
        en: 'Taste the difference',
      },
      text: {
        nl: 'Ontdek ons assortiment vers vlees, worsten en vleeswaren.',
        fr: 'Découvrez notre assortiment de viandes fraîches, saucisses et charcuteries.',
        en: 'Discover our range of fresh meat, sausages and charcuterie.',
      },
      link: {
        label: {
          nl: 'Bekijk alle producten',
          fr: 'Voir tous les produits',
          en: 'See all products',
        },
        target: 'products',
      },
    },
  ],
}
