import 'server-only'

/** Product types of the home demo catalog: kitchen (cookware, storage, cleaning, an engravable board). */
import { l, type ProductTypeDef } from '../model'
import { diameter } from './helpers'

export const HOME_KITCHEN: ProductTypeDef[] = [
  {
    key: 'kochtopf',
    categories: ['toepfe'],
    shape: 'pot',
    article: l('Der ', 'Le ', 'De '),
    noun: l('Kochtopf', 'Faitout', 'Kookpan'),
    features: [
      l('Edelstahl', 'inox', 'rvs'),
      l('Gusseisen', 'fonte', 'gietijzer'),
      l('mit Glasdeckel', 'avec couvercle en verre', 'met glazen deksel'),
    ],
    price: [2990, 12900],
    colours: ['rot', 'schwarz', 'grau', 'silber', 'blau', 'gruen', 'orange', 'beige', 'tuerkis', 'gelb'],
    brands: [2],
    details: [
      l(
        'Geeignet für alle Herdarten einschließlich Induktion.',
        'Compatible avec tous les feux, y compris l’induction.',
        'Geschikt voor alle warmtebronnen, ook inductie.',
      ),
    ],
    axis: { attribute: 'masse', values: [diameter(16, 1), diameter(20, 1.25), diameter(24, 1.5)] },
    weight: 4,
  },
  {
    key: 'bratpfanne',
    categories: ['pfannen'],
    shape: 'pan',
    article: l('Die ', 'La ', 'De '),
    noun: l('Bratpfanne', 'Poêle', 'Koekenpan'),
    features: [
      l('antihaftbeschichtet', 'antiadhésive', 'met antiaanbaklaag'),
      l('Schmiedeeisen', 'fer forgé', 'smeedijzer'),
    ],
    price: [1990, 7990],
    colours: ['schwarz', 'grau', 'rot', 'silber', 'braun'],
    brands: [2],
    details: [
      l(
        'Der ergonomische Griff bleibt beim Kochen kühl.',
        'La poignée ergonomique reste froide pendant la cuisson.',
        'Het ergonomische handvat blijft koel tijdens het koken.',
      ),
    ],
    axis: { attribute: 'masse', values: [diameter(24, 1), diameter(28, 1.2)] },
    weight: 3,
  },
  {
    key: 'topfset',
    categories: ['kochgeschirr'],
    shape: 'cookset',
    article: l('Das ', 'La ', 'De '),
    noun: l('Kochset', 'Batterie de cuisine', 'Kookset'),
    features: [l('Topf und Pfanne', 'faitout et poêle', 'pan en koekenpan')],
    price: [9990, 24900],
    colours: ['schwarz', 'rot', 'grau', 'silber'],
    brands: [2],
    details: [
      l(
        'Im Set günstiger als einzeln gekauft.',
        'Plus avantageux en lot qu’à l’unité.',
        'In set voordeliger dan los gekocht.',
      ),
    ],
    bundleOf: ['kochtopf', 'bratpfanne'],
    weight: 1,
  },
  {
    key: 'vorratsdose',
    categories: ['aufbewahrung', 'kuechenhelfer'],
    shape: 'jar',
    article: l('Die ', 'La ', 'De '),
    noun: l('Vorratsdose', 'Boîte de conservation', 'Voorraadpot'),
    features: [
      l('aus Glas', 'en verre', 'van glas'),
      l('mit Bambusdeckel', 'couvercle en bambou', 'met bamboe deksel'),
    ],
    price: [790, 2490],
    colours: ['transparent', 'weiss', 'natur', 'grau', 'gruen'],
    brands: [2, 8],
    details: [
      l(
        'Hält Lebensmittel luftdicht frisch.',
        'Garde les aliments au frais, à l’abri de l’air.',
        'Houdt voedsel luchtdicht vers.',
      ),
    ],
    axis: {
      attribute: 'auswahlWalz',
      values: [
        { value: '500ml', label: '0,5 l', factor: 1 },
        { value: '1000ml', label: '1 l', factor: 1.3 },
        { value: '1500ml', label: '1,5 l', factor: 1.6 },
      ],
    },
    scale: true,
    weight: 2,
  },
  {
    key: 'spuelmittel',
    categories: ['reinigung'],
    shape: 'bottle',
    article: l('Das ', 'Le ', 'Het '),
    noun: l('Spülmittel', 'Liquide vaisselle', 'Afwasmiddel'),
    features: [
      l('Zitrone', 'citron', 'citroen'),
      l('sensitiv', 'peaux sensibles', 'sensitive'),
      l('ökologisch', 'écologique', 'ecologisch'),
    ],
    price: [249, 449],
    colours: ['gelb', 'gruen', 'transparent', 'orange', 'rosa', 'blau'],
    brands: [8],
    details: [
      l(
        'Löst Fett mühelos und schont die Hände.',
        'Dissout la graisse sans effort et respecte les mains.',
        'Lost vet moeiteloos op en is mild voor de handen.',
      ),
    ],
    axis: {
      attribute: 'masse',
      values: [
        { value: '500ml', label: '500 ml', factor: 1, content: 0.5 },
        { value: '1l', label: '1 l', factor: 1.7, content: 1 },
        { value: '5l', label: '5 l', factor: 6.5, content: 5 },
      ],
    },
    referenceUnit: 'LI',
    scale: true,
    weight: 2,
  },
  {
    key: 'schneidebrett',
    categories: ['kuechenhelfer'],
    shape: 'board',
    article: l('Das ', 'La ', 'De '),
    noun: l('Schneidebrett mit Gravur', 'Planche à découper gravée', 'Snijplank met gravure'),
    features: [l('Akazie', 'acacia', 'acacia'), l('Eiche', 'chêne', 'eiken')],
    price: [2490, 4990],
    colours: ['natur', 'braun', 'beige'],
    brands: [8],
    details: [
      l(
        'Mit Ihrem Wunschtext graviert – ein persönliches Geschenk.',
        'Une gravure avec le texte de votre choix, pour un cadeau personnel.',
        'Gegraveerd met uw eigen tekst – een persoonlijk cadeau.',
      ),
    ],
    personalised: true,
    weight: 1,
  },
]
