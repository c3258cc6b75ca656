import type { PageSeed } from '../types'

/** The intro above the list of running tests in the tester programme. */
export const testerPage: PageSeed = {
  key: 'tester',
  title: { nl: 'Testprogramma', fr: 'Programme de test', en: 'Tester programme' },
  intro: {
    nl: 'Hieronder vind je de tests die nu lopen. Meld je aan, proef gratis en help ons onze nieuwe producten nog beter te maken.',
    fr: 'Vous trouverez ci-dessous les tests en cours. Posez votre candidature, goûtez gratuitement et aidez-nous à améliorer encore nos nouveaux produits.',
    en: 'Below are the tests running right now. Apply, taste for free and help us make our new products even better.',
  },
  description: {
    nl: 'De lopende tests van De Vleesboetiek: meld je aan als klant, test een nieuw product gratis en schrijf een eerlijke beoordeling.',
    fr: 'Les tests en cours chez De Vleesboetiek : postulez en tant que client, testez gratuitement un nouveau produit et rédigez un avis honnête.',
    en: 'Current tests at De Vleesboetiek: apply as a customer, test a new product for free and write an honest review.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        nl: 'Meedoen kan met een klantaccount, één aanmelding per test. Elke test heeft een beperkt aantal plaatsen en loopt een vaste periode. Na het proeven schrijf je een eerlijke beoordeling. Lees [hoe het testprogramma werkt](/test).',
        fr: "Pour participer, il suffit d'un compte client, avec une candidature par test. Chaque test compte un nombre limité de places et dure une période fixe. Après la dégustation, vous rédigez un avis honnête. Découvrez [comment fonctionne le programme de test](/fr/test).",
        en: 'You take part with a customer account, one application per test. Each test has a limited number of places and runs for a set period. After tasting, you write an honest review. Read [how the tester programme works](/en/test).',
      },
    },
  ],
}
