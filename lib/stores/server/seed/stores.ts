/**
 * The embedded default branches of the markets with click and reserve (de-de, de-at). Fictitious
 * addresses in real cities; ids are fixed so a store keeps its id across starts. `stocked: false`
 * marks a branch that shows no catalog goods (a showroom), so "no store has it" is a real case.
 */
import 'server-only'
export interface SeedStore {
  id: number
  market: string
  name: string
  street: string
  postalCode: string
  city: string
  openingHours: string
  lat: number
  lng: number
  stocked: boolean
}

const DE_HOURS = 'Mo–Fr 10–19 Uhr, Sa 10–18 Uhr'
const AT_HOURS = 'Mo–Fr 9–18 Uhr, Sa 9–17 Uhr'

export const SEED_STORES: readonly SeedStore[] = [
  store(101, 'de-de', 'Berlin Mitte', 'Lindenhof 14', '10117', 'Berlin', DE_HOURS, 52.5186, 13.3955),
  store(
    102,
    'de-de',
    'Hamburg Jungfernstieg',
    'Alsterbogen 3',
    '20354',
    'Hamburg',
    DE_HOURS,
    53.5527,
    9.9934,
  ),
  store(103, 'de-de', 'München Altstadt', 'Färbergasse 21', '80331', 'München', DE_HOURS, 48.1372, 11.5755),
  store(104, 'de-de', 'Köln Ehrenfeld', 'Venloer Hof 88', '50823', 'Köln', DE_HOURS, 50.9499, 6.9213),
  store(
    105,
    'de-de',
    'Leipzig Showroom',
    'Am Messetor 2',
    '04109',
    'Leipzig',
    DE_HOURS,
    51.3406,
    12.3747,
    false,
  ),
  store(201, 'de-at', 'Wien Neubau', 'Siebensterngasse 42', '1070', 'Wien', AT_HOURS, 48.2016, 16.3526),
  store(202, 'de-at', 'Graz Lend', 'Mariahilferplatz 7', '8020', 'Graz', AT_HOURS, 47.0723, 15.4335),
  store(203, 'de-at', 'Linz Landstraße', 'Promenadenhof 11', '4020', 'Linz', AT_HOURS, 48.3033, 14.2903),
  store(
    204,
    'de-at',
    'Salzburg Showroom',
    'Kaigasse 9',
    '5020',
    'Salzburg',
    AT_HOURS,
    47.7981,
    13.0475,
    false,
  ),
]

function store(
  id: number,
  market: string,
  name: string,
  street: string,
  postalCode: string,
  city: string,
  openingHours: string,
  lat: number,
  lng: number,
  stocked = true,
): SeedStore {
  return { id, market, name, street, postalCode, city, openingHours, lat, lng, stocked }
}

/**
 * Shelf quantity of a variant in a stocked store: a fixed mix of the two ids, so every start gets the
 * same stock. About a quarter of the pairs have none (no row); the rest 1–10 pieces.
 */
export function seedStockQuantity(storeId: number, variantId: number): number {
  const mix = (variantId * 7919 + storeId * 104_729) % 13
  return mix < 3 ? 0 : mix - 2
}
