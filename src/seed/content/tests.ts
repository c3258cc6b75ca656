import type { TestSeed } from './types'

/** Two tests of the tester programme: one open now, one opening next week. */
export const tests: TestSeed[] = [
  {
    title: {
      nl: 'Test onze nieuwe dry-aged burger',
      fr: 'Testez notre nouveau burger maturé',
      en: 'Test our new dry-aged burger',
    },
    productSku: 'BEEF-10',
    description: {
      nl: `Voor onze nieuwe burgers malen we dry-aged rundvlees uit onze eigen rijpkast mee met vers rundvlees van Belgisch witblauw. Dat geeft een diepere, licht nootachtige smaak. Er gaat alleen vlees, zout en peper in: geen fosfaten, geen smaakversterkers.

**Wat vragen we je?**

- Bak de burgers thuis, in de pan of op de barbecue, zoals je dat gewoonlijk doet.
- Vertel ons eerlijk wat je vindt van de smaak, de sappigheid, de dikte en de hoeveelheid vet.
- Schrijf na het proeven een beoordeling via je account.

Je krijgt een pakje van vier burgers gratis. Er zijn **10 plaatsen**; je kan je één keer aanmelden voor deze test.`,
      fr: `Pour nos nouveaux burgers, nous hachons du bœuf maturé de notre propre cave de maturation avec du bœuf frais de Blanc-Bleu Belge. Le goût en devient plus profond, légèrement noisette. Il ne contient que de la viande, du sel et du poivre : pas de phosphates, pas d'exhausteurs de goût.

**Qu'attendons-nous de vous ?**

- Faites cuire les burgers chez vous, à la poêle ou au barbecue, comme vous en avez l'habitude.
- Dites-nous franchement ce que vous pensez du goût, du moelleux, de l'épaisseur et de la quantité de gras.
- Après la dégustation, rédigez un avis depuis votre compte.

Vous recevez gratuitement une barquette de quatre burgers. Il y a **10 places** ; vous pouvez poser votre candidature une seule fois pour ce test.`,
      en: `For our new burgers we mince dry-aged beef from our own ageing cabinet together with fresh Belgian Blue beef. That gives a deeper, slightly nutty flavour. Nothing goes in but meat, salt and pepper: no phosphates, no flavour enhancers.

**What do we ask of you?**

- Cook the burgers at home, in the pan or on the barbecue, the way you usually would.
- Tell us honestly what you think of the flavour, juiciness, thickness and amount of fat.
- After tasting, write a review from your account.

You receive a pack of four burgers for free. There are **10 places**; you can apply once for this test.`,
    },
    startsInDays: 0,
    days: 21,
    places: 10,
  },
  {
    title: {
      nl: 'Proef als eerste onze kruidige chipolata',
      fr: 'Goûtez en avant-première notre chipolata aux herbes',
      en: 'Be the first to taste our herb chipolata',
    },
    productSku: 'PORK-09',
    description: {
      nl: `We werken aan een nieuwe versie van onze chipolata: fijn varkensvlees met verse peterselie, bieslook en een vleugje nootmuskaat, gedraaid in een natuurlijke darm. Zoals altijd zonder fosfaten of smaakversterkers. Voor we hem in de toonbank leggen, willen we weten wat jij ervan vindt.

**Wat vragen we je?**

- Bak de chipolata's in de pan of op de barbecue, of beide als je zin hebt.
- Let op de kruiding, de textuur en hoe de darm knapt en kleurt.
- Schrijf na het proeven een eerlijke beoordeling via je account, ook als je er kritisch over bent.

Deze test start over een week en er is maar **1 plaats**. Je krijgt een pakje chipolata's gratis. Eén aanmelding per klant.`,
      fr: `Nous travaillons à une nouvelle version de notre chipolata : du porc finement haché avec du persil frais, de la ciboulette et une pointe de muscade, embossé dans un boyau naturel. Comme toujours, sans phosphates ni exhausteurs de goût. Avant de la proposer au comptoir, nous voulons savoir ce que vous en pensez.

**Qu'attendons-nous de vous ?**

- Faites cuire les chipolatas à la poêle ou au barbecue, ou les deux si le cœur vous en dit.
- Soyez attentif à l'assaisonnement, à la texture et à la façon dont le boyau croque et dore.
- Après la dégustation, rédigez un avis honnête depuis votre compte, même s'il est critique.

Ce test commence dans une semaine et il n'y a qu'**1 place**. Vous recevez gratuitement une barquette de chipolatas. Une candidature par client.`,
      en: `We are working on a new version of our chipolata: finely minced pork with fresh parsley, chives and a hint of nutmeg, filled into a natural casing. As always, without phosphates or flavour enhancers. Before it goes into the counter, we want to know what you think.

**What do we ask of you?**

- Cook the chipolatas in the pan or on the barbecue, or both if you like.
- Pay attention to the seasoning, the texture and how the casing snaps and browns.
- After tasting, write an honest review from your account, even if you are critical.

This test starts in a week and there is only **1 place**. You receive a pack of chipolatas for free. One application per customer.`,
    },
    startsInDays: 7,
    days: 21,
    places: 1,
  },
]
