import 'server-only'

/**
 * The demo catalog's category tree of the baby and bm flavours. Voucher categories carry the product
 * groups 9410 (voucher) and 9420 (download voucher) of spec 01 §9; the electrical-equipment keys are
 * those of §9.
 */
import { l, type CategoryDef } from './model'

export const BABY_CATEGORIES: CategoryDef[] = [
  {
    key: 'unterwegs',
    name: l('Unterwegs', 'En balade', 'Onderweg'),
    group: 9100,
    children: [
      {
        key: 'kinderwagen',
        name: l('Kinderwagen', 'Poussettes', 'Kinderwagens'),
        group: 9110,
        children: [
          {
            key: 'kombikinderwagen',
            name: l('Kombikinderwagen', 'Poussettes combinées', 'Combiwagens'),
            group: 9111,
          },
          { key: 'buggys', name: l('Buggys', 'Poussettes cannes', "Buggy's"), group: 9112 },
        ],
      },
      {
        key: 'autositze',
        name: l('Autositze', 'Sièges auto', 'Autostoelen'),
        group: 9120,
        children: [
          { key: 'babyschalen', name: l('Babyschalen', 'Coques bébé', 'Babyautostoeltjes'), group: 9121 },
          { key: 'kindersitze', name: l('Kindersitze', 'Sièges auto enfant', 'Kinderzitjes'), group: 9122 },
        ],
      },
    ],
  },
  {
    key: 'kinderzimmer',
    name: l('Kinderzimmer', 'Chambre de bébé', 'Babykamer'),
    group: 9200,
    children: [
      {
        key: 'babymoebel',
        name: l('Babymöbel', 'Meubles bébé', 'Babymeubels'),
        group: 9210,
        children: [
          {
            key: 'schlafen',
            name: l('Schlafen', 'Sommeil', 'Slapen'),
            group: 9211,
            children: [
              {
                key: 'babybetten',
                name: l('Babybetten', 'Lits bébé', 'Babybedjes'),
                group: 9212,
                children: [
                  {
                    key: 'beistellbetten',
                    name: l('Beistellbetten', 'Berceaux cododo', 'Aanschuifbedjes'),
                    group: 9213,
                  },
                ],
              },
            ],
          },
          {
            key: 'wickelkommoden',
            name: l('Wickelkommoden', 'Commodes à langer', 'Commodes'),
            group: 9215,
          },
        ],
      },
      { key: 'schlafsaecke', name: l('Schlafsäcke', 'Gigoteuses', 'Slaapzakken'), group: 9220 },
      { key: 'spielmatten', name: l('Spielmatten', "Tapis d'éveil", 'Speelkleden'), group: 9230 },
    ],
  },
  {
    key: 'babykleidung',
    name: l('Babykleidung', 'Vêtements bébé', 'Babykleding'),
    group: 9300,
    children: [
      { key: 'bodys', name: l('Bodys', 'Bodies', 'Rompertjes'), group: 9310 },
      { key: 'strampler', name: l('Strampler', 'Grenouillères', 'Boxpakjes'), group: 9320 },
      { key: 'schlafanzuege', name: l('Schlafanzüge', 'Pyjamas', "Pyjama's"), group: 9330 },
    ],
  },
  {
    key: 'spielzeug',
    name: l('Spielzeug', 'Jouets', 'Speelgoed'),
    group: 9500,
    children: [
      { key: 'pluesch', name: l('Plüschtiere', 'Peluches', 'Knuffels'), group: 9510 },
      { key: 'holzspielzeug', name: l('Holzspielzeug', 'Jouets en bois', 'Houten speelgoed'), group: 9520 },
      { key: 'badespielzeug', name: l('Badespielzeug', 'Jouets de bain', 'Badspeelgoed'), group: 9530 },
    ],
  },
  {
    key: 'pflege',
    name: l('Pflege', 'Soins', 'Verzorging'),
    group: 9600,
    children: [
      { key: 'wickeln', name: l('Wickeln', 'Change', 'Verschonen'), group: 9610 },
      { key: 'babypflege', name: l('Babypflege', 'Soins bébé', 'Babyverzorging'), group: 9620 },
      { key: 'stillen', name: l('Stillen & Füttern', 'Allaitement & repas', 'Voeding'), group: 9630 },
    ],
  },
  {
    key: 'elektronik',
    name: l('Elektronik', 'Électronique', 'Elektronica'),
    group: 9700,
    children: [
      {
        key: 'klgerte_informationsu_telekommtechnik',
        name: l('Babyphones', 'Babyphones', 'Babyfoons'),
        group: 9710,
      },
      {
        key: 'bildschirme_und_monitore',
        name: l('Video-Babyphones', 'Babyphones vidéo', 'Videobabyfoons'),
        group: 9720,
      },
      {
        key: 'grossgerte',
        name: l('Waschmaschinen & Trockner', 'Lave-linge & sèche-linge', 'Wasmachines & drogers'),
        group: 9730,
      },
      {
        key: 'flaschenwaermer',
        name: l('Flaschenwärmer', 'Chauffe-biberons', 'Flessenwarmers'),
        group: 9740,
      },
    ],
  },
  {
    key: 'geschenke',
    name: l('Geschenke & Gutscheine', 'Cadeaux & bons', 'Cadeaus & bonnen'),
    group: 9400,
    children: [
      {
        key: 'geschenkgutscheine',
        name: l('Geschenkgutscheine', 'Cartes cadeaux', 'Cadeaukaarten'),
        group: 9410,
      },
      {
        key: 'download-gutscheine',
        name: l('Download-Gutscheine', 'Bons à télécharger', 'Downloadbonnen'),
        group: 9420,
      },
      {
        key: 'personalisierte-geschenke',
        name: l('Personalisierte Geschenke', 'Cadeaux personnalisés', 'Gepersonaliseerde cadeaus'),
        group: 9430,
      },
    ],
  },
]
