import 'server-only'

/** Product types of the baby and bm demo catalogs: clothing in double sizes, and toys. */
import { l, type ProductTypeDef } from '../model'
import { sizes, FROM_BIRTH, SOFT } from './helpers'

export const BABY_CLOTHING_TOYS: ProductTypeDef[] = [
  {
    key: 'body',
    categories: ['bodys'],
    shape: 'bodysuit',
    article: l('Der ', 'Le ', 'De '),
    noun: l('Body', 'Body', 'Romper'),
    features: [
      l('Langarm', 'manches longues', 'lange mouw'),
      l('Kurzarm', 'manches courtes', 'korte mouw'),
      l('Bio-Baumwolle', 'coton bio', 'biologisch katoen'),
    ],
    price: [990, 2490],
    colours: SOFT,
    brands: [1, 3, 8],
    details: [
      l(
        'Mit Druckknöpfen im Schritt für schnelles Wickeln.',
        'Avec pressions à l’entrejambe pour un change rapide.',
        'Met drukknoopjes in het kruis voor snel verschonen.',
      ),
    ],
    axis: sizes('50/56', '62/68', '74/80', '86/92'),
    motifs: true,
    weight: 4,
  },
  {
    key: 'strampler',
    categories: ['strampler'],
    shape: 'bodysuit',
    article: l('Der ', 'La ', 'Het '),
    noun: l('Strampler', 'Grenouillère', 'Boxpakje'),
    features: [l('mit Fuß', 'avec pieds', 'met voetjes'), l('Nicki', 'velours ras', 'nicki')],
    price: [1490, 3490],
    colours: SOFT,
    brands: [1, 3],
    details: [
      l(
        'Weiches Bündchen an Arm und Bein.',
        'Bords côtes doux aux poignets et chevilles.',
        'Zachte boordjes aan armen en benen.',
      ),
    ],
    axis: sizes('50/56', '62/68', '74/80'),
    motifs: true,
    weight: 3,
  },
  {
    key: 'schlafanzug',
    categories: ['schlafanzuege'],
    shape: 'bodysuit',
    article: l('Der ', 'Le ', 'De '),
    noun: l('Schlafanzug', 'Pyjama', 'Pyjama'),
    features: [l('zweiteilig', 'deux pièces', 'tweedelig'), l('Interlock', 'interlock', 'interlock')],
    price: [1690, 3490],
    colours: [...SOFT, 'blau', 'rot', 'denim'],
    brands: [1, 3],
    details: [
      l(
        'Leuchtet im Dunkeln – für mutige Nächte.',
        'Brille dans le noir, pour des nuits sans peur.',
        'Licht op in het donker – voor dappere nachten.',
      ),
    ],
    axis: sizes('86/92', '98/104', '110/116'),
    motifs: true,
    weight: 2,
  },
  {
    key: 'kuscheltier',
    categories: ['pluesch'],
    shape: 'toy',
    article: l('Das ', 'La ', 'De '),
    noun: l('Kuscheltier', 'Peluche', 'Knuffel'),
    features: [l('Bär', 'ours', 'beer'), l('Hase', 'lapin', 'konijn'), l('Schaf', 'mouton', 'schaap')],
    price: [990, 3490],
    colours: ['braun', 'beige', 'grau', 'rosa', 'hellblau', 'weiss', 'natur', 'gelb'],
    brands: [5, 1],
    details: [l('Bei 30 °C waschbar.', 'Lavable à 30 °C.', 'Wasbaar op 30 °C.')],
    age: FROM_BIRTH,
    weight: 3,
  },
  {
    key: 'stapelturm',
    categories: ['holzspielzeug'],
    shape: 'stacker',
    article: l('Der ', 'La ', 'De '),
    noun: l('Stapelturm', 'Tour à empiler', 'Stapeltoren'),
    features: [l('aus Buchenholz', 'en hêtre', 'van beukenhout')],
    price: [1290, 2990],
    colours: ['mehrfarbig', 'natur', 'rot', 'gelb', 'gruen', 'blau', 'orange'],
    brands: [5],
    details: [
      l(
        'Mit speichelfesten Wasserfarben lackiert.',
        'Peint avec des couleurs à l’eau résistantes à la salive.',
        'Gelakt met speekselbestendige waterverf.',
      ),
    ],
    age: l('ab 12 Monaten', 'dès 12 mois', 'vanaf 12 maanden'),
    weight: 2,
  },
  {
    key: 'badespielzeug',
    categories: ['badespielzeug'],
    shape: 'duck',
    article: l('Das ', 'Le ', 'De '),
    noun: l('Badespielzeug-Set', 'Set de jouets de bain', 'Badspeelgoedset'),
    features: [
      l('Meerestiere', 'animaux marins', 'zeedieren'),
      l('Quietscheenten', 'canards de bain', 'badeendjes'),
    ],
    price: [790, 1990],
    colours: ['gelb', 'orange', 'tuerkis', 'mehrfarbig', 'blau', 'gruen'],
    brands: [5],
    details: [
      l(
        'Ohne Loch – so bildet sich kein Schimmel.',
        'Sans trou, pour éviter les moisissures.',
        'Zonder gaatje – zo ontstaat er geen schimmel.',
      ),
    ],
    age: l('ab 6 Monaten', 'dès 6 mois', 'vanaf 6 maanden'),
    weight: 2,
  },
]
