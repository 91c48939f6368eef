import { describe, expect, it } from 'vitest'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import {
  INLINE_VARIANT_LIMIT,
  needsAttributePicker,
  variantAxis,
  variantOptions,
} from '@/lib/catalog/rules/view/variant-options'
import { isNoCustomisation, productPersonalisation } from '@/lib/catalog/rules/view/personalisation'
import { engravingFormSchema } from '@/lib/catalog/rules/view/engraving-form'
import { productSeals } from '@/lib/catalog/rules/view/product-seals'
import { siblingOptions } from '@/lib/catalog/rules/view/sibling-options'
import { customisationFromForm, customTextOf } from '@/lib/ui/client/product-customisation'
import { addToCartPrerequisite, isAddToCartAction } from '@/lib/ui/client/product-add-to-cart'
import { setPanelsProduct, togglePanel, usePanelsStore } from '@/lib/ui/client/product-panels'
import { price, product, variant } from './catalog-fixtures'

const sized = (id: number, size: string, extra: Record<string, { value: string; label: string }> = {}) => ({
  ...variant({ id, referenceKey: `P_${id}` }),
  attributes: { masse: { value: size, label: size }, ...extra },
})
const facts = { locale: 'de-DE', flavour: FLAVOUR_RULES.home, payback: false }

describe('attribute picker (spec 02 §2 product attribute picker)', () => {
  it('keeps a few values of one attribute inline and sends more, or several attributes, to the dialog', () => {
    const few = variantOptions(
      product({ variants: [sized(1, '40x40'), sized(2, '50x50'), sized(3, '60x60')] }),
      facts,
    )
    expect(few).toHaveLength(INLINE_VARIANT_LIMIT)
    expect(needsAttributePicker(few)).toBe(false)
    expect(variantAxis(few)).toBe('masse')
    expect(few[0]?.values).toEqual([{ key: 'masse', value: '40x40', label: '40x40' }])

    const many = variantOptions(
      product({ variants: ['30x50', '50x100', '70x140', '100x150'].map((s, i) => sized(i + 1, s)) }),
      facts,
    )
    expect(needsAttributePicker(many)).toBe(true)

    const two = variantOptions(
      product({
        variants: [
          sized(1, '40x40', { farbe: { value: 'rot', label: 'Rot' } }),
          sized(2, '50x50', { farbe: { value: 'blau', label: 'Blau' } }),
        ],
      }),
      facts,
    )
    expect(needsAttributePicker(two)).toBe(true)
    expect(variantAxis(two)).toBeNull()
    expect(needsAttributePicker(variantOptions(product(), facts))).toBe(false)
  })
})

describe('personalisation (spec 01 §3, spec 02 §3 gravureLength, §4 ohne)', () => {
  const personalised = (gravureLength: unknown, flag = '1') =>
    product({
      attributes: { personalisierterArtikel: { value: flag, label: 'Personalisierbar' } },
      advancedAttributes: { gravureLength, gravureHeadline: 'Ihr Wunschtext für die Gravur' },
    })

  it('reads gravureLength and gravureHeadline of personalised products only', () => {
    expect(productPersonalisation(personalised('20'))).toEqual({
      headline: 'Ihr Wunschtext für die Gravur',
      maxLength: 20,
      lines: 1,
    })
    expect(productPersonalisation(personalised('20', '0'))).toBeNull()
    expect(productPersonalisation(personalised('ohne'))).toBeNull()
    expect(productPersonalisation(personalised('0'))).toBeNull()
    expect(productPersonalisation(product())).toBeNull()
  })

  it.each([
    ['ohne', true],
    [' OHNE ', true],
    ['ohne Text', false],
    ['', false],
  ])('%j is no customisation: %s', (text, expected) => {
    expect(isNoCustomisation(text)).toBe(expected)
  })

  const schema = engravingFormSchema({ maxLength: 12, lines: 1 })
  const messages = (form: { choice: 'text' | 'none'; lines: string[] }) => {
    const result = schema.safeParse(form)
    return result.success ? [] : result.error.issues.map((i) => i.message)
  }
  it('needs a text up to gravureLength characters, of engravable characters, unless none is chosen', () => {
    expect(messages({ choice: 'text', lines: ['Anna & Ben'] })).toEqual([])
    expect(messages({ choice: 'text', lines: ['Zoë 12.05.24'] })).toEqual([]) // exactly 12
    expect(messages({ choice: 'text', lines: ['Zoë 12.05.2024'] })).toEqual(['tooLong'])
    expect(messages({ choice: 'text', lines: ['   '] })).toEqual(['required'])
    expect(messages({ choice: 'text', lines: ['Hi 😀'] })).toEqual(['characters'])
    expect(messages({ choice: 'none', lines: ['egal wie lang dieser Text ist'] })).toEqual([])
  })

  it('turns the form into the stored choice and the basket customText (text1…n, ohne)', () => {
    expect(customisationFromForm({ choice: 'text', lines: [' Anna '] })).toEqual({
      kind: 'text',
      lines: ['Anna'],
    })
    expect(customisationFromForm({ choice: 'text', lines: ['Ohne'] })).toEqual({ kind: 'none' })
    expect(customisationFromForm({ choice: 'none', lines: ['Anna'] })).toEqual({ kind: 'none' })
    expect(customTextOf({ kind: 'text', lines: ['Anna', 'Ben'] })).toEqual({ text1: 'Anna', text2: 'Ben' })
    expect(customTextOf({ kind: 'none' })).toEqual({ text1: 'ohne' })
  })
})

describe('siblings (spec 01 §3 sibling list entry)', () => {
  const member = (id: number, cents: number[], bvc: 1 | 4 = 1) => {
    const variants = cents.map((c, i) => variant({ id: id * 10 + i, cents: c, bvc }))
    return product({
      id,
      name: 'Handtuch Oslo',
      seoUrl: 'handtuch-oslo',
      variants,
      images: [{ src: `/images/catalog/towel-${id}.webp` }],
      priceRange: {
        min: price(Math.min(...cents)),
        max: price(Math.max(...cents)),
      },
    })
  }
  const entry = (id: number, label: string, buyable = true) => ({
    id,
    label,
    referenceKey: `${id}_01`,
    imageHash: `/images/catalog/towel-${id}.webp`,
    isActive: true,
    advancedAttributes: {},
    buyableVariant: buyable,
    hasVariants: true,
  })

  it('lists the model’s colourways in catalog order with the shown one, picture, price and page', () => {
    const shown = {
      ...member(2, [1999]),
      attributes: { farbe: { value: 'blau', label: 'Blau' } },
      siblings: [entry(1, 'Rot'), entry(3, 'Grün', false)],
    }
    const list = siblingOptions(shown, [member(1, [999, 1499]), member(3, [2499], 4)], 'de-DE')
    expect(list.map((s) => [s.id, s.label, s.current, s.buyable, s.priceFrom])).toEqual([
      [1, 'Rot', false, true, true],
      [2, 'Blau', true, true, false],
      [3, 'Grün', false, false, false],
    ])
    expect(list[0]?.pdp).toBe('handtuch-oslo-1')
    expect(list[0]?.price?.replace(/\s/g, ' ')).toBe('9,99 €')
    expect(list[0]?.image).toBe('/images/catalog/towel-1.webp')
  })

  it('is empty without siblings and leaves out siblings that could not be loaded', () => {
    expect(siblingOptions(member(2, [1999]), [], 'de-DE')).toEqual([])
    const shown = { ...member(2, [1999]), siblings: [entry(1, 'Rot'), entry(3, 'Grün')] }
    expect(siblingOptions(shown, [member(1, [999])], 'de-DE').map((s) => s.id)).toEqual([1, 2])
  })
})

describe('product seals (spec 02 §2 product seals, §3 product themes)', () => {
  it('lists themes, explained where the shop has a text', () => {
    expect(
      productSeals(
        product({
          themes: [
            { id: 'bio', label: 'Bio' },
            { id: 'fsc', label: 'FSC' },
            { id: 'x', label: ' ' },
          ],
        }),
      ),
    ).toEqual([
      { id: 'bio', label: 'Bio', explained: 'bio' },
      { id: 'fsc', label: 'FSC', explained: null },
    ])
    expect(productSeals(product())).toEqual([])
  })
})

describe('action=addToCart (spec 01 §2, spec 02 §4)', () => {
  it('recognises the action and opens the engraving first, then the variant picker', () => {
    expect(isAddToCartAction('addToCart')).toBe(true)
    expect(isAddToCartAction('addtocart')).toBe(false)
    expect(isAddToCartAction(null)).toBe(false)
    expect(addToCartPrerequisite({ customisationMissing: true, variantUnchosen: true })).toBe(
      'productCustomiseModal',
    )
    expect(addToCartPrerequisite({ customisationMissing: false, variantUnchosen: true })).toBe(
      'productAttributePicker',
    )
    expect(addToCartPrerequisite({ customisationMissing: false, variantUnchosen: false })).toBeNull()
  })
})

describe('product page panels (spec 01 §4: each open or closed, all reset when a different product is set)', () => {
  it('toggles each panel on its own and resets them all for another product, not for the same one', () => {
    let state = setPanelsProduct({ productId: null, open: {} }, 1, ['description'])
    state = togglePanel(togglePanel(state, 'reviews'), 'warnings')
    state = togglePanel(state, 'description')
    expect(state.open).toEqual({ description: false, reviews: true, warnings: true })
    expect(setPanelsProduct(state, 1, ['description'])).toBe(state)
    expect(setPanelsProduct(state, 2, ['description'])).toEqual({ productId: 2, open: { description: true } })
    expect(setPanelsProduct(state, 2).open).toEqual({})
  })

  it('the store resets when the page sets a different product', () => {
    const store = usePanelsStore.getState()
    store.setProduct(10, ['description'])
    usePanelsStore.getState().toggle('downloads')
    usePanelsStore.getState().toggle('remindWhenAvailable')
    expect(usePanelsStore.getState().open).toMatchObject({ downloads: true, remindWhenAvailable: true })
    usePanelsStore.getState().setProduct(11, ['description'])
    expect(usePanelsStore.getState()).toMatchObject({ productId: 11, open: { description: true } })
  })
})
