import { describe, expect, it } from 'vitest'
import { productNumberFromPdp } from '@/lib/catalog/rules/product-number'
import { productPath, productPdp, productSlug, slugPart, slugify } from '@/lib/catalog/rules/product-slug'
import { product } from './catalog-fixtures'

describe('product page slug rule (spec 02 §7)', () => {
  it.each([
    ['lowercased', 'Kochtopf', 'kochtopf'],
    ['spaces become hyphens', 'Kochtopf mit Deckel', 'kochtopf-mit-deckel'],
    ['commas become hyphens', 'Topf,Deckel', 'topf-deckel'],
    ['comma and space collapse to one hyphen', 'Topf, Deckel', 'topf-deckel'],
    ['slashes become hyphens', 'Schwarz/Weiß', 'schwarz-weiss'],
    ['ä ö ü ß', 'Kühlschrank Größe Bär Fuß', 'kuehlschrank-groesse-baer-fuss'],
    ['uppercase umlauts', 'ÄPFEL ÖL ÜBER', 'aepfel-oel-ueber'],
    ['capital sharp s', 'STRAẞE', 'strasse'],
    ['decomposed umlaut (u + combining diaeresis)', 'Mu\u0308sli', 'muesli'],
    ['other characters dropped', 'Topf (24 cm) 100%!', 'topf-24-cm-100'],
    ['dots and underscores dropped', 'Vase 2.5 l_neu', 'vase-25-lneu'],
    ['symbols between spaces leave one hyphen', 'Topf & Deckel', 'topf-deckel'],
    ['hyphens kept', 'Baby-Body', 'baby-body'],
    ['repeated hyphens collapse', 'Baby--Body - Set', 'baby-body-set'],
    ['edge hyphens trimmed', ' -Body- ', 'body'],
    ['French accents lose the accent', 'Crème brûlée', 'creme-brulee'],
    [
      'French: à é è ê ç î ô ù',
      'à la fenêtre: été, garçon, île, côté, où',
      'a-la-fenetre-ete-garcon-ile-cote-ou',
    ],
    ['French apostrophe dropped', "L'ours en peluche", 'lours-en-peluche'],
    ['ligatures œ and æ', 'Œuf cœur Æble', 'oeuf-coeur-aeble'],
    ['letters without Latin base dropped', 'Søren Łódź', 'sren-odz'],
    ['digits kept', 'Set 3 Teile 120x60', 'set-3-teile-120x60'],
    ['tabs and newlines are spaces', 'Topf\tmit\nDeckel', 'topf-mit-deckel'],
    ['only symbols: empty', '&%!', ''],
  ])('spec 02 §7: %s: %o → %s', (_case, text, slug) => {
    expect(slugPart(text)).toBe(slug)
  })

  it.each<[string, Array<string | number | null | undefined>, string]>([
    ['parts joined by hyphens', ['Kochtopf', '100001'], 'kochtopf-100001'],
    ['empty parts skipped', ['Hauswelt', '', 'Kochtopf', '100001'], 'hauswelt-kochtopf-100001'],
    ['parts of only symbols skipped', ['Kochtopf', '&', 100001], 'kochtopf-100001'],
    ['null and undefined parts skipped', [null, 'Kochtopf', undefined], 'kochtopf'],
    ['no parts', [], ''],
  ])('spec 02 §7: %s', (_case, parts, slug) => {
    expect(slugify(...parts)).toBe(slug)
  })

  it('spec 02 §7: the rule is idempotent', () => {
    const once = slugPart('Größe: Crème, brûlée / Topf')
    expect(slugPart(once)).toBe(once)
  })
})

describe('product address (spec 01 §2, spec 02 §2)', () => {
  it.each([
    ['Kochtopf Ø 24 cm', '100001', 'kochtopf-24-cm-100001'],
    ['Bébé Schlafsack "Träumchen"', 200042, 'bebe-schlafsack-traeumchen-200042'],
  ])('spec 02 §2: built from name %o and reference key %o → %s', (name, number, pdp) => {
    expect(productSlug(name, number)).toBe(pdp)
  })

  it('spec 01 §2: the product number is read back from the last dash-separated segment', () => {
    const pdp = productSlug('Kinder-Hochstuhl 3-in-1', '300777')
    expect(pdp).toBe('kinder-hochstuhl-3-in-1-300777')
    expect(productNumberFromPdp(pdp)).toBe('300777')
  })

  it.each([
    [
      'the product’s own address (seoUrl) wins',
      { seoUrl: 'topf-edelstahl', name: 'Kochtopf' },
      'topf-edelstahl-100001',
    ],
    [
      'a seoUrl that is not a slug yet goes through the rule',
      { seoUrl: 'Topf Größe', name: 'x' },
      'topf-groesse-100001',
    ],
    ['no own address: the name', { seoUrl: '', name: 'Kochtopf Edelstahl' }, 'kochtopf-edelstahl-100001'],
    ['blank own address: the name', { seoUrl: '  ', name: 'Kochtopf' }, 'kochtopf-100001'],
  ])('spec 02 §2, spec 01 §2: %s (the number is the numeric id)', (_case, fields, pdp) => {
    const p = product({ id: 100001, referenceKey: '0100001_01', ...fields })
    expect(productPdp(p)).toBe(pdp)
    expect(productPath(p)).toBe(`/p/${pdp}/`)
  })
})
