/**
 * Localised paths of spec 01 §2. Keys are the internal route paths under app/[market]/[lang]/;
 * values are what the shopper sees per language. Dutch paths are ours (the spec lists de and fr).
 * The content catch-all is not listed: every path that matches nothing here is a content page.
 */
export const PATHNAMES = {
  '/': '/',
  '/account': { de: '/konto', fr: '/compte', nl: '/account' },
  '/account/address-book': {
    de: '/konto/adressbuch',
    fr: '/compte/carnet-de-adresses',
    nl: '/account/adresboek',
  },
  '/account/balance': { de: '/konto/balance', fr: '/compte/balance', nl: '/account/saldo' },
  '/account/password': { de: '/konto/passwort', fr: '/compte/mot-de-passe', nl: '/account/wachtwoord' },
  '/account/contact': { de: '/konto/kontakt', fr: '/compte/contactez-nous', nl: '/account/contact' },
  '/account/delete': { de: '/konto/account-loeschen', fr: '/compte/supprimer', nl: '/account/verwijderen' },
  '/account/orders/[orderNumber]': {
    de: '/konto/bestellung/[orderNumber]',
    fr: '/compte/commandes/[orderNumber]',
    nl: '/account/bestelling/[orderNumber]',
  },
  '/account/orders/complaint/[orderNumber]': {
    de: '/konto/bestellung/reklamation/[orderNumber]',
    fr: '/compte/commandes/reclamation/[orderNumber]',
    nl: '/account/bestelling/klacht/[orderNumber]',
  },
  '/account/my-data': { de: '/konto/meine-daten', fr: '/compte/mes-dates', nl: '/account/mijn-gegevens' },
  '/account/orders': { de: '/konto/bestellungen', fr: '/compte/commandes', nl: '/account/bestellingen' },
  '/account/personal-data': {
    de: '/konto/persoenliche-daten',
    fr: '/compte/donnees-personnelles',
    nl: '/account/persoonlijke-gegevens',
  },
  '/account/new-password': {
    de: '/konto/neues-passwort',
    fr: '/compte/nouveau-mot-de-passe',
    nl: '/account/nieuw-wachtwoord',
  },
  '/basket': { de: '/warenkorb', fr: '/panier', nl: '/winkelmandje' },
  '/checkout': { de: '/kasse', fr: '/espèces', nl: '/afrekenen' },
  '/checkout/login': { de: '/kasse/login', fr: '/espèces/login', nl: '/afrekenen/login' },
  '/contact': { de: '/kontakt', fr: '/contactez-nous', nl: '/contact' },
  '/documentation': '/documentation',
  '/documentation/ui-kit': '/documentation/ui-kit',
  '/documentation/[...slug]': '/documentation/[...slug]',
  '/login': '/login',
  /** The local mailbox for developers and QA (issue 10 item 6); not found in production. */
  '/mailbox': '/mailbox',
  /** Web vitals and errors for QA and editors (issue 12 item 5); not found in production without the secret. */
  '/monitoring': '/monitoring',
  '/p/[pdp]': '/p/[pdp]',
  '/search': { de: '/suche', fr: '/rechercher', nl: '/zoeken' },
  '/thank-you': { de: '/danke', fr: '/merci', nl: '/bedankt' },
  '/wishlist': { de: '/wunschliste', fr: '/favoris', nl: '/verlanglijst' },
} as const

export type InternalPathname = keyof typeof PATHNAMES

/** Screens that need the login check (spec 01 §6): every account child page but the new-password page. */
export const LOGIN_REQUIRED: readonly InternalPathname[] = [
  '/account',
  '/account/address-book',
  '/account/balance',
  '/account/password',
  '/account/contact',
  '/account/delete',
  '/account/orders/[orderNumber]',
  '/account/orders/complaint/[orderNumber]',
  '/account/my-data',
  '/account/orders',
  '/account/personal-data',
]
