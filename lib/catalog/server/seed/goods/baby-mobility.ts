import 'server-only'

/** Product types of the baby and bm demo catalogs: on the move (prams, buggies, car seats, a pram set). */
import { l, type ProductTypeDef } from '../model'
import { FROM_BIRTH, PRAM } from './helpers'

export const BABY_MOBILITY: ProductTypeDef[] = [
  {
    key: 'kombikinderwagen',
    categories: ['kombikinderwagen'],
    shape: 'pram',
    article: l('Der ', 'La ', 'De '),
    noun: l('Kombikinderwagen', 'Poussette combinée', 'Combikinderwagen'),
    features: [
      l('2in1', '2 en 1', '2-in-1'),
      l('3in1 mit Babyschale', '3 en 1 avec coque', '3-in-1 met autostoeltje'),
    ],
    price: [39900, 119900],
    colours: PRAM,
    brands: [0, 4],
    details: [
      l(
        'Die Babywanne lässt sich mit wenigen Handgriffen in einen Sportsitz umbauen.',
        'La nacelle se transforme en hamac en quelques gestes.',
        'Het reiswiegje wordt in een handomdraai een wandelwagenzitje.',
      ),
      l(
        'Große Luftreifen federn auch auf Waldwegen sanft.',
        'Les grandes roues gonflables amortissent même sur les chemins forestiers.',
        'Grote luchtbanden veren ook op bospaden zacht.',
      ),
    ],
    bulky: true,
    age: FROM_BIRTH,
    weight: 3,
  },
  {
    key: 'buggy',
    categories: ['buggys'],
    shape: 'pram',
    article: l('Der ', 'La ', 'De '),
    noun: l('Buggy', 'Poussette canne', 'Buggy'),
    features: [
      l('ultraleicht', 'ultra-légère', 'ultralicht'),
      l('mit Liegefunktion', 'position allongée', 'met ligstand'),
    ],
    price: [9990, 39900],
    colours: PRAM,
    brands: [0, 4],
    details: [
      l(
        'Mit einer Hand zusammenklappbar und handgepäcktauglich.',
        'Se plie d’une main et passe en bagage cabine.',
        'Met één hand inklapbaar en geschikt als handbagage.',
      ),
    ],
    age: l('ab 6 Monaten', 'dès 6 mois', 'vanaf 6 maanden'),
    weight: 2,
  },
  {
    key: 'babyschale',
    categories: ['babyschalen'],
    shape: 'carseat',
    article: l('Die ', 'La ', 'Het '),
    noun: l('Babyschale', 'Coque bébé', 'Autostoeltje'),
    features: [l('i-Size', 'i-Size', 'i-Size'), l('mit Isofix-Basis', 'avec base Isofix', 'met isofixbasis')],
    price: [14900, 39900],
    colours: ['schwarz', 'grau', 'blau', 'beige', 'gruen', 'denim'],
    brands: [4],
    details: [
      l(
        'Geprüft nach der Norm ECE R129.',
        'Homologuée selon la norme ECE R129.',
        'Getest volgens de norm ECE R129.',
      ),
    ],
    age: FROM_BIRTH,
    weight: 2,
  },
  {
    key: 'kindersitz',
    categories: ['kindersitze'],
    shape: 'carseat',
    article: l('Der ', 'Le ', 'De '),
    noun: l('Kindersitz', 'Siège auto', 'Autostoel'),
    features: [l('mitwachsend', 'évolutif', 'meegroeiend'), l('drehbar', 'pivotant', 'draaibaar')],
    price: [12900, 44900],
    colours: ['schwarz', 'grau', 'blau', 'rot', 'denim'],
    brands: [4],
    details: [
      l(
        'Die Kopfstütze wächst in zwölf Stufen mit.',
        "L'appui-tête s'ajuste sur douze positions.",
        'De hoofdsteun groeit in twaalf standen mee.',
      ),
    ],
    age: l('ab 15 Monaten', 'dès 15 mois', 'vanaf 15 maanden'),
    weight: 2,
  },
  {
    key: 'kinderwagenset',
    categories: ['kombikinderwagen'],
    shape: 'pram',
    article: l('Das ', 'Le ', 'De '),
    noun: l('Kinderwagen-Set', 'Pack poussette', 'Kinderwagenset'),
    features: [l('mit Babyschale', 'avec coque', 'met autostoeltje')],
    price: [54900, 129900],
    colours: PRAM,
    brands: [0],
    details: [
      l(
        'Kinderwagen und Babyschale im günstigen Paket.',
        'Poussette et coque réunies dans un pack avantageux.',
        'Kinderwagen en autostoeltje in een voordelig pakket.',
      ),
    ],
    bundleOf: ['kombikinderwagen', 'babyschale'],
    bulky: true,
    weight: 1,
  },
]
