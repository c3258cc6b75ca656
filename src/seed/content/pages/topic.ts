import type { PageSeed } from '../types'

/** A themed page for the season: game in autumn, with the game category's products. */
export const topicPage: PageSeed = {
  key: 'topic',
  title: {
    nl: 'Dit seizoen in de kijker: wild',
    fr: "À l'honneur cette saison : le gibier",
    en: 'In the spotlight this season: game',
  },
  intro: {
    nl: 'Als de bladeren kleuren, begint het wildseizoen. Hert, ree, everzwijn, fazant en haas: vol van smaak, mager en perfect voor een herfstdiner.',
    fr: "Quand les feuilles changent de couleur, la saison du gibier commence. Cerf, chevreuil, sanglier, faisan et lièvre : pleins de goût, maigres et parfaits pour un dîner d'automne.",
    en: 'When the leaves turn, game season begins. Venison, roe deer, wild boar, pheasant and hare: full of flavour, lean and perfect for an autumn dinner.',
  },
  description: {
    nl: 'Het wildseizoen is begonnen: hertenfilet, reerug, everzwijn, fazant en haas, met tips om wild perfect te bereiden en klassieke bijgerechten.',
    fr: 'La saison du gibier est ouverte : cerf, chevreuil, sanglier, faisan et lièvre, avec nos conseils de cuisson et les accompagnements classiques.',
    en: 'Game season is here: venison, roe deer, wild boar, pheasant and hare, with tips on cooking game perfectly and the classic side dishes.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        nl: `## Waarom wild?

Wild heeft een uitgesproken, licht nootachtige smaak die je bij geen ander vlees vindt. Het is bovendien erg mager. Dat maakt het lekker en licht, maar het vraagt ook wat aandacht in de keuken: te lang gebakken wild wordt snel droog. Met deze tips lukt het altijd.

## Kort bakken: hertenfilet, reerug en hazenrug

- Open de vacuümverpakking 20 minuten voor het bakken en dep het vlees droog.
- Bak de filet rondom bruin in een hete pan met boter en een scheutje olie.
- Laat hem daarna zacht garen tot hij vanbinnen **rosé** is. Een kerntemperatuur van ongeveer 55 °C is ideaal.
- Laat het vlees 5 tot 10 minuten rusten onder aluminiumfolie voor je het aansnijdt.

Hazenrug is klein en fijn: enkele minuten per kant volstaan.

## Lang stoven: everzwijn en konijn

Everzwijnstoofvlees wordt pas echt mals als je het de tijd geeft. Kleur het vlees aan, voeg ui, een donker Belgisch bier of rode wijn, laurier en enkele jeneverbessen toe, en laat het zachtjes **twee tot drie uur** pruttelen. Konijn met pruimen en bier is een Vlaamse klassieker die je op dezelfde manier bereidt, in ongeveer anderhalf uur.

## In de oven: fazant

Leg enkele plakjes gerookt spek over de borst, zodat het vlees sappig blijft, en braad de fazant ongeveer 40 minuten in een oven van 190 °C. Bedruip hem af en toe met het braadvocht.

## Klassiek erbij

Stoofpeertjes, appeltjes met veenbessen, rode kool, gestoofd witloof, spruitjes en natuurlijk kroketten. Een saus van het braadvocht met wat room of een scheut porto maakt het af.

## Bewaren

Wild bewaar je net als ander vers vlees in de koelkast op maximaal 7 °C; vacuüm verpakt blijft het 8 dagen goed vanaf het verpakken. Fazant bewaar je zoals gevogelte, op maximaal 4 °C en 4 dagen lang. Invriezen kan tot 6 maanden op −18 °C.`,
        fr: `## Pourquoi le gibier ?

Le gibier a un goût prononcé, légèrement noisette, qu'on ne retrouve dans aucune autre viande. Il est en outre très maigre. C'est ce qui le rend savoureux et léger, mais il demande aussi un peu d'attention en cuisine : trop cuit, il devient vite sec. Avec ces conseils, c'est réussi à coup sûr.

## Cuisson courte : filet de cerf, filet de chevreuil et râble de lièvre

- Ouvrez l'emballage sous vide 20 minutes avant la cuisson et épongez la viande.
- Saisissez le filet sur toutes ses faces dans une poêle chaude avec du beurre et un filet d'huile.
- Laissez-le ensuite cuire doucement jusqu'à ce qu'il soit **rosé** à cœur. Une température à cœur d'environ 55 °C est idéale.
- Laissez reposer la viande 5 à 10 minutes sous une feuille d'aluminium avant de la trancher.

Le râble de lièvre est petit et délicat : quelques minutes de chaque côté suffisent.

## Cuisson longue : sanglier et lapin

Le civet de sanglier ne devient vraiment tendre que si vous lui laissez le temps. Faites dorer la viande, ajoutez de l'oignon, une bière belge brune ou du vin rouge, du laurier et quelques baies de genièvre, puis laissez mijoter doucement **deux à trois heures**. Le lapin aux pruneaux et à la bière, un classique flamand, se prépare de la même façon, en une heure et demie environ.

## Au four : le faisan

Couvrez le blanc de quelques tranches de lard fumé pour que la chair reste juteuse, puis rôtissez le faisan environ 40 minutes dans un four à 190 °C. Arrosez-le de temps en temps avec son jus.

## Les accompagnements classiques

Poires au vin, pommes aux airelles, chou rouge, chicons braisés, choux de Bruxelles et bien sûr des croquettes. Une sauce au jus de cuisson avec un peu de crème ou un trait de porto complète le tout.

## Conservation

Le gibier se conserve comme les autres viandes fraîches, au réfrigérateur à 7 °C maximum ; sous vide, il se garde 8 jours à compter de l'emballage. Le faisan se conserve comme la volaille, à 4 °C maximum et pendant 4 jours. Vous pouvez le congeler jusqu'à 6 mois à −18 °C.`,
        en: `## Why game?

Game has a pronounced, slightly nutty flavour you will not find in any other meat. It is also very lean. That makes it delicious and light, but it also needs a little attention in the kitchen: overcooked game quickly turns dry. With these tips it always works.

## Quick cooking: venison fillet, roe deer loin and hare loin

- Open the vacuum pack 20 minutes before cooking and pat the meat dry.
- Sear the fillet on all sides in a hot pan with butter and a dash of oil.
- Then let it cook gently until it is **pink** inside. A core temperature of about 55 °C is ideal.
- Let the meat rest for 5 to 10 minutes under foil before you slice it.

Hare loin is small and delicate: a few minutes per side is enough.

## Slow cooking: wild boar and rabbit

Wild boar stew only becomes truly tender if you give it time. Brown the meat, add onion, a dark Belgian beer or red wine, bay leaves and a few juniper berries, and let it simmer gently for **two to three hours**. Rabbit with prunes and beer, a Flemish classic, is made the same way in about an hour and a half.

## In the oven: pheasant

Lay a few slices of smoked bacon over the breast to keep the meat juicy, and roast the pheasant for about 40 minutes in an oven at 190 °C. Baste it now and then with the pan juices.

## The classic sides

Poached pears, apples with cranberries, red cabbage, braised chicory, Brussels sprouts and of course croquettes. A sauce made from the pan juices with a little cream or a splash of port finishes it off.

## Storage

Keep game like other fresh meat in the fridge at 7 °C or below; vacuum-packed, it keeps for 8 days from packing. Keep pheasant like poultry, at 4 °C or below and for 4 days. You can freeze it for up to 6 months at −18 °C.`,
      },
    },
    {
      blockType: 'productCarousel',
      heading: {
        nl: 'Ons wild van het seizoen',
        fr: 'Notre gibier de saison',
        en: 'Our game this season',
      },
      source: 'category',
      categoryId: 7,
      limit: 8,
    },
  ],
}
