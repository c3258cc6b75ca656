import type { Locale } from '@/i18n/locales'

/** The query parameter of the admin's sign-in screen that carries a mailed link's token. */
export const SIGN_IN_LINK_PARAM = 'signInLink'

/** The admin's texts about throttled sign-in and sign-in links, in the admin's languages. */
export const staffAuthTexts = {
  tooMany: {
    nl: 'Te veel pogingen. Wacht een paar minuten en probeer het dan opnieuw.',
    fr: 'Trop de tentatives. Patientez quelques minutes, puis réessayez.',
    en: 'Too many attempts. Please wait a few minutes and try again.',
  },
  request: {
    nl: 'Mail me een aanmeldlink',
    fr: "M'envoyer un lien de connexion",
    en: 'E-mail me a sign-in link',
  },
  intro: {
    nl: 'Aanmelden zonder wachtwoord: we mailen je een link die één keer werkt, 15 minuten lang.',
    fr: 'Connexion sans mot de passe : nous vous envoyons un lien valable une fois, pendant 15 minutes.',
    en: 'Sign in without your password: we e-mail you a link that works once, for 15 minutes.',
  },
  email: {
    nl: 'E-mailadres voor de link',
    fr: 'Adresse e-mail du lien',
    en: 'E-mail address for the link',
  },
  send: { nl: 'Stuur de link', fr: 'Envoyer le lien', en: 'Send the link' },
  sent: {
    nl: 'Kijk in je mailbox: als er een beheerdersaccount bestaat voor dit adres, kreeg je een aanmeldlink. Die werkt één keer, 15 minuten lang.',
    fr: "Consultez votre boîte mail : si un compte d'administrateur existe pour cette adresse, vous avez reçu un lien de connexion. Il est valable une fois, pendant 15 minutes.",
    en: 'Check your mailbox: if an admin account exists for this address, you received a sign-in link. It works once, for 15 minutes.',
  },
  invalidEmail: {
    nl: 'Vul een geldig e-mailadres in.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
    en: 'Please enter a valid e-mail address.',
  },
  use: {
    nl: 'Meld je aan met de link die je per e-mail kreeg.',
    fr: 'Connectez-vous avec le lien reçu par e-mail.',
    en: 'Sign in with the link you received by e-mail.',
  },
  signIn: {
    nl: 'Aanmelden met deze link',
    fr: 'Se connecter avec ce lien',
    en: 'Sign in with this link',
  },
  invalidLink: {
    nl: 'Deze link is niet (meer) geldig. Vraag een nieuwe aan.',
    fr: "Ce lien n'est pas ou plus valable. Demandez-en un nouveau.",
    en: 'This link is not valid (any more). Ask for a new one.',
  },
  failed: {
    nl: 'Er ging iets mis. Probeer het opnieuw.',
    fr: "Une erreur s'est produite. Veuillez réessayer.",
    en: 'Something went wrong. Please try again.',
  },
} satisfies Record<string, Record<Locale, string>>
