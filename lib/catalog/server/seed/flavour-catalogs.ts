import 'server-only'

/**
 * What each flavour's demo catalog is made of (spec 01 §1: home vs baby goods): categories, product types,
 * the type of each coverage role, brands, description phrases and collections; and the shared word lists.
 */
import { FLAVOUR_RULES, type Flavour } from '@/lib/config/flavours'
import { BABY_CATEGORIES } from './baby-categories'
import { BABY_TYPES } from './goods/baby'
import { HOME_CATEGORIES } from './home-categories'
import { HOME_TYPES } from './goods/home'
import { l, type FlavourCatalog, type L } from './model'

// prettier-ignore
export const MODEL_NAMES = [
  'Lund', 'Arvika', 'Sola', 'Mira', 'Kolding', 'Bella', 'Tessin', 'Varberg', 'Elba', 'Nova', 'Aurora',
  'Fjord', 'Malmö', 'Jönköping', 'Brügge', 'Lüneburg', 'Görlitz', 'Ostsee', 'Amélie', 'Céleste', 'Noël',
  'Zoë', 'Rügen', 'Sylt', 'Föhr', 'Lenja', 'Ida', 'Juna', 'Mailo', 'Ferrara', 'Siena', 'Como', 'Bergen',
  'Oslo', 'Kiel', 'Emden', 'Nizza', 'Lyon', 'Gent', 'Delft', 'Utrecht', 'Zeeland', 'Flora', 'Luna',
  'Stella', 'Oskar', 'Theo', 'Mila', 'Pia', 'Frieda', 'Hanna', 'Lotta', 'Smilla', 'Karlo', 'Vigo',
]

export const MOTIFS: L[] = [
  l('Sterne', 'Étoiles', 'Sterren'),
  l('Streifen', 'Rayures', 'Strepen'),
  l('Waldtiere', 'Animaux de la forêt', 'Bosdieren'),
  l('Wolken', 'Nuages', 'Wolken'),
  l('Blumen', 'Fleurs', 'Bloemen'),
  l('Punkte', 'Pois', 'Stippen'),
]

export const THEMES: Record<string, L> = {
  nachhaltig: l('Nachhaltig', 'Durable', 'Duurzaam'),
  'made-in-germany': l('Made in Germany', 'Fabriqué en Allemagne', 'Gemaakt in Duitsland'),
  bio: l('Bio', 'Bio', 'Bio'),
}

export const PROMOTIONS: Record<string, L> = {
  '3-fuer-2': l('3 für 2', '3 pour 2', '3 voor 2'),
  'gratis-versand': l('Gratis Versand', 'Livraison offerte', 'Gratis verzending'),
}

export const GRAVURE_HEADLINE = l(
  'Ihr Wunschtext für die Gravur',
  'Votre texte à graver',
  'Uw tekst voor de gravure',
)

const HOME: Omit<FlavourCatalog, 'brands'> = {
  categories: HOME_CATEGORIES,
  types: HOME_TYPES,
  roles: {
    furniture: 'sofa',
    deepCategory: 'ecksofa',
    liquid: 'spuelmittel',
    area: 'teppich',
    consumable: 'vorratsdose',
    engraving: 'schneidebrett',
    giftVoucher: 'geschenkgutschein',
    downloadVoucher: 'downloadgutschein',
    large: 'waschmaschine',
    screen: 'fernseher',
    telecom: 'telefon',
    smallElectric: 'wasserkocher',
    bundle: 'topfset',
    sized: ['handtuch', 'kochtopf', 'bettwaesche'],
    textile: 'handtuch',
    simple: ['stehleuchte', 'tischleuchte', 'sessel', 'monitor', 'toaster'],
  },
  intros: [
    l(
      'überzeugt mit einem zeitlosen Design',
      'séduit par son design intemporel',
      'overtuigt met een tijdloos ontwerp',
    ),
    l(
      'ist ein echter Blickfang in jedem Zuhause',
      'attire tous les regards',
      'is een echte blikvanger in elk interieur',
    ),
    l('verbindet Funktion und Stil', 'allie fonctionnalité et style', 'combineert functionaliteit en stijl'),
    l(
      'begleitet Sie zuverlässig durch den Alltag',
      'vous accompagne fidèlement au quotidien',
      'begeleidt u betrouwbaar door het dagelijks leven',
    ),
    l(
      'erfüllt hohe Qualitätsansprüche',
      'répond à des exigences de qualité élevées',
      'voldoet aan hoge kwaliteitseisen',
    ),
    l(
      'passt zu jedem Einrichtungsstil',
      "s'adapte à tous les styles d'intérieur",
      'past bij elke inrichtingsstijl',
    ),
  ],
  closings: [
    l(
      'Eine ausführliche Pflegeanleitung liegt bei.',
      "Des instructions d'entretien détaillées sont fournies.",
      'Inclusief uitgebreide onderhoudsinstructies.',
    ),
    l(
      'Entworfen mit Liebe zum Detail.',
      'Une conception soignée jusque dans les moindres détails.',
      'Ontworpen met oog voor detail.',
    ),
    l(
      'Ein schönes Geschenk für alle, die es gemütlich mögen.',
      'Une belle idée cadeau pour les amateurs de confort.',
      'Een mooi cadeau voor iedereen die van gezelligheid houdt.',
    ),
    l(
      'Mit 30 Tagen Rückgaberecht – ganz ohne Risiko.',
      'Retour possible sous 30 jours, sans aucun risque.',
      'Met 30 dagen retourrecht – helemaal zonder risico.',
    ),
  ],
  collections: {
    'skandi-living': l('Skandi Living', 'Esprit scandinave', 'Scandinavisch wonen'),
    'fruehling-2026': l('Frühling 2026', 'Printemps 2026', 'Lente 2026'),
    'bio-baumwolle': l('Bio-Baumwolle', 'Coton bio', 'Biologisch katoen'),
    klassiker: l('Klassiker', 'Les classiques', 'Klassiekers'),
  },
}

const BABY: Omit<FlavourCatalog, 'brands'> = {
  categories: BABY_CATEGORIES,
  types: BABY_TYPES,
  roles: {
    furniture: 'babybett',
    deepCategory: 'beistellbett',
    liquid: 'babyoel',
    area: 'spielmatte',
    consumable: 'windelpaket',
    engraving: 'taufbecher',
    giftVoucher: 'geschenkgutschein',
    downloadVoucher: 'downloadgutschein',
    large: 'waschtrockner',
    screen: 'videobabyphone',
    telecom: 'babyphone',
    smallElectric: 'flaschenwaermer',
    bundle: 'kinderwagenset',
    sized: ['body', 'strampler', 'schlafsack'],
    textile: 'body',
    simple: ['kuscheltier', 'buggy', 'stapelturm', 'babyschale', 'videobabyphone'],
  },
  intros: [
    l(
      'begleitet Ihr Kind sicher durch die ersten Jahre',
      'accompagne votre enfant en toute sécurité',
      'begeleidt uw kind veilig door de eerste jaren',
    ),
    l(
      'ist mit Hebammen entwickelt worden',
      'est le fruit d’un travail avec des sages-femmes',
      'is samen met verloskundigen ontwikkeld',
    ),
    l(
      'sorgt für glückliche Momente im Familienalltag',
      'apporte des moments de bonheur au quotidien',
      'zorgt voor gelukkige momenten in het gezin',
    ),
    l(
      'ist sanft zu empfindlicher Babyhaut',
      'respecte la peau sensible de bébé',
      'is zacht voor de gevoelige babyhuid',
    ),
    l(
      'wächst mit den Bedürfnissen Ihres Kindes mit',
      'évolue avec les besoins de votre enfant',
      'groeit mee met de behoeften van uw kind',
    ),
  ],
  closings: [
    l(
      'Schadstoffgeprüft nach OEKO-TEX® Standard 100.',
      'Testé contre les substances nocives selon OEKO-TEX® Standard 100.',
      'Getest op schadelijke stoffen volgens OEKO-TEX® Standard 100.',
    ),
    l(
      'Ein liebevolles Geschenk zur Geburt oder Taufe.',
      'Un cadeau tendre pour une naissance ou un baptême.',
      'Een liefdevol cadeau voor een geboorte of doop.',
    ),
    l(
      'Von Eltern getestet und für gut befunden.',
      'Testé et approuvé par des parents.',
      'Door ouders getest en goedgekeurd.',
    ),
  ],
  collections: {
    erstausstattung: l('Erstausstattung', 'Premier trousseau', 'Babyuitzet'),
    'bio-baumwolle': l('Bio-Baumwolle', 'Coton bio', 'Biologisch katoen'),
    geschenkideen: l('Geschenkideen', 'Idées cadeaux', 'Cadeau-ideeën'),
    klassiker: l('Klassiker', 'Les classiques', 'Klassiekers'),
  },
}

export function flavourCatalog(flavour: Flavour): FlavourCatalog {
  // The shop's own label is the flavour's brand (FLAVOUR_RULES), the others are fictional makers.
  const own = { name: FLAVOUR_RULES[flavour].brandName }
  if (flavour === 'home') {
    return {
      ...HOME,
      brands: [
        { name: 'Nordhaus', subbrand: 'Nordhaus Atelier' },
        { name: 'Wohnfein' },
        { name: 'Kochkunst', subbrand: 'Kochkunst Profi' },
        { name: 'Frottana' },
        { name: 'Lumio' },
        { name: 'Elvero', subbrand: 'Elvero Smart' },
        { name: 'Casa Verde' },
        { name: 'Sonnberg' },
        own,
      ],
    }
  }
  return {
    ...BABY,
    brands: [
      { name: 'Kinderglück', subbrand: 'Kinderglück Urban' },
      { name: 'Zwergenland' },
      { name: 'Wolkenweich' },
      { name: 'Petit Pas', subbrand: 'Petit Pas Organic' },
      { name: 'Kangaro' },
      { name: 'Sternchen' },
      { name: 'Nido Baby' },
      { name: 'Silberstern' },
      own,
    ],
  }
}
