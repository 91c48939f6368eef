import { beforeEach, describe, expect, it } from 'vitest'
import { DIALOG } from '@/lib/config/constants'
import { DIALOG_KINDS, DIALOG_KIND_NAMES, type DialogKind } from '@/lib/ui/rules/dialog-kinds'
import {
  EMPTY_STACK,
  isDialogOpen,
  isTopDialog,
  popDialog,
  pushDialog,
  removeDialog,
  stackIndex,
  topDialog,
  type DialogStack,
} from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'

const stackOf = (...kinds: DialogKind[]): DialogStack => kinds.map((kind) => ({ kind, props: {} }))
const kindsOf = (stack: DialogStack) => stack.map((entry) => entry.kind)

describe('spec 02 §2 "Dialog kinds": the registry', () => {
  it('lists the 32 overlay kinds of the spec, each once', () => {
    expect(DIALOG_KIND_NAMES).toEqual([
      'productAttributePicker',
      'campaignBanner',
      'consentBanner',
      'wishlistMoreInfo',
      'wishlistAddToCart',
      'productPopup',
      'clickAndReserveFromBasket',
      'listingFacet',
      'sort',
      'filter',
      'electricalWasteLawInformation',
      'addToCartLayer',
      'addToCartLayerFromWishlist',
      'clickAndReserveOnProductPage',
      'productCustomiseModal',
      'productImage',
      'forgotPassword',
      'passwordGuide',
      'remindWhenAvailable',
      'campaignConditions',
      'cancelOrder',
      'deleteAccount',
      'productSeals',
      'desktopSideNavigation',
      'mobileNavigation',
      'productAttributeAdvisor',
      'carrierInfo',
      'bundlePromotionAdd',
      'siblingSelectModal',
      'promotionProductDisclaimer',
      'countryPicker',
      'basketShippingCostProgress',
    ])
  })

  it('gives every kind one of the four positions', () => {
    for (const kind of DIALOG_KIND_NAMES) expect(DIALOG.positions).toContain(DIALOG_KINDS[kind].position)
  })

  it.each<[DialogKind, string, boolean]>([
    ['consentBanner', 'center', true], // spec 02 §2 "Consent banner (modal)"
    ['addToCartLayer', 'center', true], // spec 02 §2 "Add-to-cart layer (centred modal)"
    ['countryPicker', 'mobileLeft', true],
    ['productSeals', 'center', false],
  ])('%s opens at %s, modal %s', (kind, position, modal) => {
    expect(DIALOG_KINDS[kind]).toEqual({ position, modal })
  })

  it('uses all four positions somewhere', () => {
    const used = new Set(DIALOG_KIND_NAMES.map((kind) => DIALOG_KINDS[kind].position))
    expect([...used].sort()).toEqual([...DIALOG.positions].sort())
  })
})

describe('spec 02 §4 "Dialogs": stack order of open overlays', () => {
  it.each<[string, DialogStack, DialogKind, DialogKind[]]>([
    ['opens the first dialog', EMPTY_STACK, 'sort', ['sort']],
    ['puts a second kind on top', stackOf('sort'), 'filter', ['sort', 'filter']],
    [
      'moves an open kind to the top',
      stackOf('sort', 'filter', 'carrierInfo'),
      'sort',
      ['filter', 'carrierInfo', 'sort'],
    ],
    ['keeps a re-opened top dialog on top, once', stackOf('sort', 'filter'), 'filter', ['sort', 'filter']],
  ])('push: %s', (_, stack, kind, expected) => {
    expect(kindsOf(pushDialog(stack, kind))).toEqual(expected)
  })

  it('push replaces the props of a re-opened kind', () => {
    const stack = pushDialog(pushDialog(EMPTY_STACK, 'productImage', { index: 1 }), 'productImage', {
      index: 3,
    })
    expect(stack).toEqual([{ kind: 'productImage', props: { index: 3 } }])
  })

  it.each<[string, DialogStack, DialogKind, DialogKind[]]>([
    ['closes the top', stackOf('sort', 'filter'), 'filter', ['sort']],
    ['closes one below the top', stackOf('sort', 'filter', 'carrierInfo'), 'filter', ['sort', 'carrierInfo']],
    ['ignores a closed kind', stackOf('sort'), 'filter', ['sort']],
    ['ignores an empty stack', EMPTY_STACK, 'filter', []],
  ])('remove: %s', (_, stack, kind, expected) => {
    expect(kindsOf(removeDialog(stack, kind))).toEqual(expected)
  })

  it('remove returns the same stack when nothing changes (no re-render)', () => {
    const stack = stackOf('sort')
    expect(removeDialog(stack, 'filter')).toBe(stack)
  })

  it.each<[DialogStack, DialogKind[]]>([
    [EMPTY_STACK, []],
    [stackOf('sort'), []],
    [stackOf('sort', 'filter'), ['sort']],
  ])('pop of %j', (stack, expected) => {
    expect(kindsOf(popDialog(stack))).toEqual(expected)
  })

  it.each<[DialogStack, DialogKind, boolean, boolean, number]>([
    [EMPTY_STACK, 'sort', false, false, -1],
    [stackOf('sort'), 'sort', true, true, 0],
    [stackOf('sort', 'filter'), 'sort', false, true, 0],
    [stackOf('sort', 'filter'), 'filter', true, true, 1],
  ])('queries: %j / %s → top %s, open %s, index %i', (stack, kind, top, open, index) => {
    expect(isTopDialog(stack, kind)).toBe(top)
    expect(isDialogOpen(stack, kind)).toBe(open)
    expect(stackIndex(stack, kind)).toBe(index)
  })

  it('topDialog is undefined on an empty stack', () => {
    expect(topDialog(EMPTY_STACK)).toBeUndefined()
    expect(topDialog(stackOf('sort', 'filter'))).toBe('filter')
  })
})

describe('spec 02 §4 "Dialogs": the zustand registry', () => {
  beforeEach(() => useDialogStore.setState({ stack: EMPTY_STACK }))

  it('open / close / closeTop / isTop / isOpen', () => {
    const store = useDialogStore.getState()
    store.open('productPopup')
    store.open('remindWhenAvailable', { sku: '123' })
    expect(useDialogStore.getState().isTop('remindWhenAvailable')).toBe(true)
    expect(useDialogStore.getState().stack.at(-1)?.props).toEqual({ sku: '123' })
    store.open('productPopup')
    expect(kindsOf(useDialogStore.getState().stack)).toEqual(['remindWhenAvailable', 'productPopup'])
    store.closeTop()
    expect(kindsOf(useDialogStore.getState().stack)).toEqual(['remindWhenAvailable'])
    store.close('remindWhenAvailable')
    expect(useDialogStore.getState().isOpen('remindWhenAvailable')).toBe(false)
    store.closeTop()
    expect(useDialogStore.getState().stack).toEqual([])
  })
})
