import 'server-only'

/**
 * The demo catalog's category tree of the home flavour. Keys of the electrical-equipment categories are
 * those of spec 01 §9; voucher categories carry the voucher product groups 51000 and 52000. Names hold
 * no digits: the tracking label's first number must be the product group (spec 02 §7).
 */
import { l, type CategoryDef } from './model'

export const HOME_CATEGORIES: CategoryDef[] = [
  {
    key: 'wohnen',
    name: l('Wohnen', 'Salon & séjour', 'Wonen'),
    group: 31000,
    children: [
      {
        key: 'moebel',
        name: l('Möbel', 'Meubles', 'Meubels'),
        group: 31100,
        children: [
          {
            key: 'sitzmoebel',
            name: l('Sitzmöbel', 'Sièges', 'Zitmeubels'),
            group: 31110,
            children: [
              {
                key: 'sofas',
                name: l('Sofas & Couches', 'Canapés', 'Banken'),
                group: 31111,
                children: [
                  { key: 'ecksofas', name: l('Ecksofas', "Canapés d'angle", 'Hoekbanken'), group: 31112 },
                ],
              },
              { key: 'sessel', name: l('Sessel', 'Fauteuils', 'Fauteuils'), group: 31115 },
            ],
          },
        ],
      },
      {
        key: 'leuchten',
        name: l('Leuchten', 'Luminaires', 'Verlichting'),
        group: 31200,
        children: [
          { key: 'stehleuchten', name: l('Stehleuchten', 'Lampadaires', 'Staande lampen'), group: 31210 },
          { key: 'tischleuchten', name: l('Tischleuchten', 'Lampes de table', 'Tafellampen'), group: 31220 },
        ],
      },
      { key: 'teppiche', name: l('Teppiche', 'Tapis', 'Vloerkleden'), group: 31300 },
    ],
  },
  {
    key: 'kueche',
    name: l('Küche', 'Cuisine', 'Keuken'),
    group: 32000,
    children: [
      {
        key: 'kochgeschirr',
        name: l('Kochgeschirr', 'Batterie de cuisine', 'Kookgerei'),
        group: 32100,
        children: [
          { key: 'toepfe', name: l('Töpfe', 'Casseroles', 'Kookpannen'), group: 32110 },
          { key: 'pfannen', name: l('Pfannen', 'Poêles', 'Koekenpannen'), group: 32120 },
        ],
      },
      { key: 'aufbewahrung', name: l('Aufbewahrung', 'Rangement', 'Opbergen'), group: 32200 },
      { key: 'kuechenhelfer', name: l('Küchenhelfer', 'Ustensiles', 'Keukenhulpjes'), group: 32300 },
      {
        key: 'reinigung',
        name: l('Spülen & Reinigen', 'Vaisselle & entretien', 'Afwassen & schoonmaken'),
        group: 32400,
      },
    ],
  },
  {
    key: 'bad',
    name: l('Bad', 'Salle de bain', 'Badkamer'),
    group: 33000,
    children: [
      { key: 'handtuecher', name: l('Handtücher', 'Serviettes de bain', 'Handdoeken'), group: 33100 },
      { key: 'badtextilien', name: l('Badematten', 'Tapis de bain', 'Badmatten'), group: 33200 },
    ],
  },
  {
    key: 'heimtextilien',
    name: l('Heimtextilien', 'Linge de maison', 'Woontextiel'),
    group: 34000,
    children: [
      { key: 'bettwaesche', name: l('Bettwäsche', 'Linge de lit', 'Beddengoed'), group: 34100 },
      { key: 'kissen', name: l('Kissen & Decken', 'Coussins & plaids', 'Kussens & plaids'), group: 34200 },
    ],
  },
  {
    key: 'elektro',
    name: l('Elektrogeräte', 'Électroménager', 'Elektrische apparaten'),
    group: 35000,
    children: [
      {
        key: 'grossgerte',
        name: l('Haushaltsgroßgeräte', 'Gros électroménager', 'Grote huishoudapparaten'),
        group: 35100,
      },
      {
        key: 'bildschirme_und_monitore',
        name: l('Fernseher & Monitore', 'Téléviseurs & écrans', 'Televisies & monitoren'),
        group: 35200,
      },
      {
        key: 'klgerte_informationsu_telekommtechnik',
        name: l('Telefone & Radios', 'Téléphones & radios', "Telefoons & radio's"),
        group: 35300,
      },
      {
        key: 'kuechenkleingeraete',
        name: l('Küchenkleingeräte', 'Petit électroménager', 'Kleine keukenapparaten'),
        group: 35400,
      },
    ],
  },
  {
    key: 'gutscheine',
    name: l('Gutscheine', "Bons d'achat", 'Cadeaubonnen'),
    group: 50000,
    children: [
      {
        key: 'geschenkgutscheine',
        name: l('Geschenkgutscheine', 'Cartes cadeaux', 'Cadeaukaarten'),
        group: 51000,
      },
      {
        key: 'download-gutscheine',
        name: l('Download-Gutscheine', 'Bons à télécharger', 'Downloadbonnen'),
        group: 52000,
      },
    ],
  },
]
