import type { PageSeed } from '../types'

/** The home page: the shop in short, its way of working, promos, bestsellers and reviews. */
export const homePage: PageSeed = {
  key: 'home',
  title: {
    nl: 'Ambachtelijk vlees, vers bij jou thuis',
    fr: 'De la viande artisanale, fraîche chez vous',
    en: 'Craft meat, delivered fresh to your door',
  },
  intro: {
    nl: 'Vacuüm verpakt en gekoeld geleverd op de dag die je kiest, of gratis af te halen in onze winkel in Gent.',
    fr: 'Emballée sous vide et livrée réfrigérée le jour de votre choix, ou à retirer gratuitement dans notre boucherie à Gand.',
    en: 'Vacuum-packed and delivered chilled on the day you choose, or collected free of charge from our shop in Ghent.',
  },
  description: {
    nl: 'Ambachtelijke slagerij uit Gent: vers rund, kalf, lam, varken, gevogelte en wild, vacuüm verpakt en gekoeld geleverd in de Benelux, Frankrijk en Duitsland.',
    fr: 'Boucherie artisanale gantoise : bœuf, veau, agneau, porc, volaille et gibier frais, sous vide et livrés réfrigérés au Benelux, en France et en Allemagne.',
    en: 'Craft butcher from Ghent: fresh beef, veal, lamb, pork, poultry and game, vacuum-packed and delivered chilled to Benelux, France and Germany.',
  },
  layout: [
    {
      blockType: 'hero',
      heading: {
        nl: 'Ambachtelijk vlees, vers bij jou thuis',
        fr: 'De la viande artisanale, fraîche chez vous',
        en: 'Craft meat, delivered fresh to your door',
      },
      text: {
        nl: 'Met de hand gesneden in onze slagerij in Gent, vacuüm verpakt en gekoeld bij je thuis geleverd op de dag die jij kiest.',
        fr: 'Découpée à la main dans notre boucherie gantoise, emballée sous vide et livrée réfrigérée chez vous le jour que vous choisissez.',
        en: 'Cut by hand in our Ghent butcher shop, vacuum-packed and delivered chilled to your home on the day you pick.',
      },
      image: 'home-hero',
      link: {
        label: {
          nl: 'Bekijk alle producten',
          fr: 'Voir tous les produits',
          en: 'See all products',
        },
        target: 'products',
      },
    },
    { blockType: 'claimsStrip' },
    {
      blockType: 'categoryTiles',
      heading: { nl: 'Onze vleessoorten', fr: 'Nos types de viande', en: 'Our meat types' },
    },
    {
      blockType: 'about',
      heading: {
        nl: 'Een familieslagerij uit het hart van Gent',
        fr: 'Une boucherie familiale au cœur de Gand',
        en: 'A family butcher in the heart of Ghent',
      },
      text: {
        nl: `Achter de toonbank aan de Kouter staat een familie die leeft voor goed vlees. We kennen de boeren bij wie we aankopen bij naam: Belgische familiebedrijven die hun dieren de tijd en de ruimte geven om rustig te groeien. Zo weten we precies waar elk stuk vandaan komt, en dat vertellen we je ook.

Ons rundvlees laten we enkele weken drogen in onze eigen rijpkast. Dat **dry agen** kost tijd en gewicht, maar het geeft vlees dat malser is en veel meer smaak heeft. Worsten, marinades en burgers maken we zelf in het atelier achter de winkel.

We werken **clean label**: geen onnodige toevoegingen, geen fosfaten, natuurlijke darmen en kruiden in plaats van smaakversterkers. Wat op het etiket staat, zou je zelf in je keuken kunnen gebruiken.`,
        fr: `Derrière le comptoir du Kouter se trouve une famille qui vit pour la bonne viande. Nous connaissons personnellement les éleveurs chez qui nous achetons : des exploitations familiales belges qui laissent à leurs bêtes le temps et l'espace de grandir sereinement. Nous savons donc exactement d'où vient chaque morceau, et nous vous le disons.

Notre bœuf mûrit plusieurs semaines dans notre propre cave de maturation. Ce **dry ageing** demande du temps et fait perdre du poids, mais il donne une viande plus tendre et bien plus savoureuse. Saucisses, marinades et burgers sont préparés par nos soins dans l'atelier derrière la boutique.

Nous travaillons en **clean label** : pas d'additifs inutiles, pas de phosphates, des boyaux naturels et des herbes plutôt que des exhausteurs de goût. Tout ce qui figure sur l'étiquette, vous pourriez l'utiliser dans votre propre cuisine.`,
        en: `Behind the counter on the Kouter is a family that lives for good meat. We know the farmers we buy from by name: Belgian family farms that give their animals the time and space to grow at their own pace. So we know exactly where every cut comes from, and we tell you.

We dry-age our beef for several weeks in our own ageing cabinet. **Dry ageing** takes time and costs weight, but it gives meat that is more tender and far more flavourful. Sausages, marinades and burgers are made by us in the workshop behind the shop.

We work **clean label**: no unnecessary additives, no phosphates, natural casings, and herbs instead of flavour enhancers. Everything on the label is something you could use in your own kitchen.`,
      },
      image: 'home-about',
    },
    {
      blockType: 'howWeWork',
      heading: { nl: 'Zo werken we', fr: 'Comment ça marche', en: 'How it works' },
      steps: [
        {
          icon: 'order',
          title: {
            nl: 'Bestel en kies je dag',
            fr: 'Commandez et choisissez votre jour',
            en: 'Order and pick your day',
          },
          text: {
            nl: 'Stel online je bestelling samen en kies zelf de leverdag, van dinsdag tot zaterdag. Bestel je vóór 9:00, dan kan je pakket er de volgende dag al zijn, als dat een leverdag is.',
            fr: "Composez votre commande en ligne et choisissez vous-même le jour de livraison, du mardi au samedi. Commandée avant 9:00, elle peut arriver dès le lendemain, si c'est un jour de livraison.",
            en: 'Put your order together online and choose the delivery day yourself, Tuesday to Saturday. Order before 9:00 and it can arrive the next day, if that is a delivery day.',
          },
        },
        {
          icon: 'pack',
          title: {
            nl: 'Wij snijden en verpakken',
            fr: 'Nous découpons et emballons',
            en: 'We cut and pack',
          },
          text: {
            nl: 'Op de ochtend van verzending snijden we je vlees vers en verpakken we het vacuüm, zodat het lang vers blijft.',
            fr: "Le matin de l'expédition, nous découpons votre viande à la minute et l'emballons sous vide pour qu'elle reste fraîche longtemps.",
            en: 'On the morning of shipping we cut your meat fresh and vacuum-pack it, so it stays fresh for longer.',
          },
        },
        {
          icon: 'deliver',
          title: {
            nl: 'Gekoeld bij jou thuis',
            fr: 'Livrée réfrigérée chez vous',
            en: 'Delivered chilled',
          },
          text: {
            nl: 'Je pakket komt in een koelbox aan tussen 8:00 en 20:00. Liever zelf langskomen? Afhalen in onze winkel in Gent is gratis.',
            fr: 'Votre colis arrive dans une boîte isotherme entre 8:00 et 20:00. Vous préférez passer ? Le retrait dans notre boutique à Gand est gratuit.',
            en: 'Your parcel arrives in a chilled box between 8:00 and 20:00. Prefer to come by? Collecting from our shop in Ghent is free.',
          },
        },
      ],
    },
    {
      blockType: 'bbq',
      heading: {
        nl: 'Klaar voor de barbecue',
        fr: 'Prêt pour le barbecue',
        en: 'Ready for the barbecue',
      },
      text: {
        nl: `Onze **BBQ-pakketten** zijn samengesteld voor twee personen tot een hele familie: steaks, worsten, brochettes en spareribs, mooi gevarieerd en klaar om op het rooster te leggen.

De marinades maken we zelf, met olie, verse kruiden en specerijen. Geen smaakversterkers of onnodige toevoegingen, gewoon smaak.`,
        fr: `Nos **colis barbecue** sont composés pour deux personnes comme pour toute la famille : steaks, saucisses, brochettes et travers de porc, bien variés et prêts pour la grille.

Nos marinades sont faites maison, avec de l'huile, des herbes fraîches et des épices. Pas d'exhausteurs de goût ni d'additifs inutiles, rien que du goût.`,
        en: `Our **BBQ packages** are put together for anything from two people to the whole family: steaks, sausages, skewers and spare ribs, nicely varied and ready for the grill.

We make our marinades ourselves, with oil, fresh herbs and spices. No flavour enhancers or unnecessary additives, just flavour.`,
      },
      image: 'home-bbq',
      link: {
        label: {
          nl: 'Bekijk de BBQ-pakketten',
          fr: 'Voir les colis barbecue',
          en: 'See the BBQ packages',
        },
        target: 'category',
        categoryId: 53,
      },
    },
    {
      blockType: 'productCarousel',
      heading: { nl: "Promo's", fr: 'Promotions', en: 'Special offers' },
      source: 'promos',
      limit: 8,
    },
    {
      blockType: 'productCarousel',
      heading: { nl: 'Onze bestsellers', fr: 'Nos best-sellers', en: 'Our bestsellers' },
      source: 'bestsellers',
      limit: 8,
    },
    {
      blockType: 'recentReviews',
      heading: {
        nl: 'Wat onze klanten zeggen',
        fr: 'Ce que disent nos clients',
        en: 'What our customers say',
      },
      count: 3,
    },
    {
      blockType: 'faqTeaser',
      heading: { nl: 'Goed om te weten', fr: 'Bon à savoir', en: 'Good to know' },
      questions: [
        {
          question: {
            nl: 'Wanneer leveren jullie?',
            fr: 'Quand livrez-vous ?',
            en: 'When do you deliver?',
          },
          answer: {
            nl: 'Van dinsdag tot zaterdag, tussen 8:00 en 20:00, op de datum die je zelf kiest. Bestel vóór 9:00 voor levering de volgende dag, als dat een leverdag is. Op Belgische feestdagen leveren we niet.',
            fr: 'Du mardi au samedi, entre 8:00 et 20:00, à la date que vous choisissez. Commandez avant 9:00 pour une livraison le lendemain, si ce jour est un jour de livraison. Pas de livraison les jours fériés belges.',
            en: 'Tuesday to Saturday, between 8:00 and 20:00, on the date you choose. Order before 9:00 for delivery the next day, if that is a delivery day. We do not deliver on Belgian public holidays.',
          },
        },
        {
          question: {
            nl: 'Hoe blijft het vlees koud?',
            fr: 'Comment la viande reste-t-elle au frais ?',
            en: 'How does the meat stay cold?',
          },
          answer: {
            nl: 'Alles is vacuüm verpakt en reist in een koelbox die het vlees 24 uur koud houdt. Leg het bij ontvangst meteen in de koelkast.',
            fr: 'Tout est emballé sous vide et voyage dans une boîte isotherme qui garde la viande au froid pendant 24 heures. Placez-la au réfrigérateur dès réception.',
            en: 'Everything is vacuum-packed and travels in a chilled box that keeps the meat cold for 24 hours. Put it in the fridge as soon as it arrives.',
          },
        },
        {
          question: {
            nl: 'Hoe kan ik betalen?',
            fr: 'Comment puis-je payer ?',
            en: 'How can I pay?',
          },
          answer: {
            nl: 'Online met: {paymentMethods}. We maken je bestelling klaar zodra je betaling binnen is. Haal je af in de winkel, dan kan je ook ter plaatse betalen met je kaart of cash.',
            fr: 'En ligne par : {paymentMethods}. Nous préparons votre commande dès réception du paiement. Si vous retirez en boutique, vous pouvez aussi payer sur place par carte ou en espèces.',
            en: 'Online by: {paymentMethods}. We prepare your order as soon as your payment has arrived. If you collect in the shop, you can also pay there by card or in cash.',
          },
        },
        {
          question: {
            nl: 'Kan ik mijn bestelling afhalen?',
            fr: 'Puis-je retirer ma commande ?',
            en: 'Can I collect my order?',
          },
          answer: {
            nl: 'Ja, gratis in onze winkel aan de Kouter 12 in Gent, van maandag tot vrijdag tot 15:00. Niet in het weekend, op feestdagen en de dag vóór een feestdag. Vandaag nog afhalen kan als je vóór 11:00 belt.',
            fr: "Oui, gratuitement dans notre boutique, Kouter 12 à Gand, du lundi au vendredi jusqu'à 15:00. Pas le week-end, les jours fériés ni la veille d'un jour férié. Pour un retrait le jour même, appelez-nous avant 11:00.",
            en: 'Yes, free of charge at our shop at Kouter 12 in Ghent, Monday to Friday until 15:00. Not at weekends, on public holidays or the day before a public holiday. Same-day pickup is possible if you call before 11:00.',
          },
        },
      ],
    },
    {
      blockType: 'newsletter',
      heading: {
        nl: 'Vers in je mailbox',
        fr: 'Toute fraîche dans votre boîte mail',
        en: 'Fresh in your inbox',
      },
      text: {
        nl: "Ontvang recepten, het seizoensaanbod en onze promo's. Je bevestigt je inschrijving via een e-mail en schrijft je met één klik weer uit.",
        fr: 'Recevez des recettes, les produits de saison et nos promotions. Vous confirmez votre inscription par e-mail et vous vous désinscrivez en un clic.',
        en: 'Get recipes, seasonal specials and our offers. You confirm your subscription by e-mail and can unsubscribe with one click.',
      },
    },
  ],
}
