import { test, expect, type Locator, type Page } from '@playwright/test'
import dialogsDe from '../messages/de/dialogs.json' with { type: 'json' }
import dialogsFr from '../messages/fr/dialogs.json' with { type: 'json' }
import dialogsNl from '../messages/nl/dialogs.json' with { type: 'json' }
import uikitDe from '../messages/de/uikit.json' with { type: 'json' }
import uikitFr from '../messages/fr/uikit.json' with { type: 'json' }
import uikitNl from '../messages/nl/uikit.json' with { type: 'json' }
import { waitForHydration } from './hydration'
import { onceOnly } from './language-representatives'

type Language = 'de' | 'fr' | 'nl'
const TEXTS = {
  de: { uikit: uikitDe, dialogs: dialogsDe },
  fr: { uikit: uikitFr, dialogs: dialogsFr },
  nl: { uikit: uikitNl, dialogs: dialogsNl },
} as const

/** The page's language is the project's (one project per market); 'de' when run without one. */
function texts() {
  const language = (test.info().project.metadata?.language as Language | undefined) ?? 'de'
  return { language, ...TEXTS[language] }
}

async function openUiKit(page: Page) {
  const { language, uikit } = texts()
  await page.goto(`/${language}/documentation/ui-kit/`)
  // The buttons only work once the client components are hydrated.
  await waitForHydration(page.getByRole('button', { name: uikit.dialogs.open.center }))
}

/**
 * Presses Tab until `target` has focus: the keyboard-only way to reach a control. The element is found
 * once, so each step is one key and one check: a toast closes itself after 5 s (spec 02 §4), and looking
 * it up again at every step took longer than that under the suite's load.
 */
async function tabTo(page: Page, target: Locator, maxSteps = 80) {
  const element = await target.elementHandle()
  if (!element) throw new Error(`${String(target)} is not on the page`)
  for (let step = 0; step < maxSteps; step += 1) {
    const state = await element.evaluate((el) =>
      !el.isConnected ? 'gone' : el === document.activeElement ? 'focused' : 'not yet',
    )
    if (state === 'focused') return
    if (state === 'gone') throw new Error(`${String(target)} left the page before Tab reached it`)
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

/** Mechanics without words of their own (focus order, gestures, motion) run in one market only. */
const skipUnlessFirstMarket = () => test.skip(...onceOnly(test.info().project.name))

const focusIsInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement))
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return active ? `${active.tagName}:${active.getAttribute('aria-label') ?? active.textContent ?? ''}` : ''
  })

test.describe('spec 02 §2: dialogs with the keyboard only', () => {
  test('Tab to the opener, Enter opens, Tab cycles inside, Escape closes, focus returns', async ({
    page,
  }) => {
    const { uikit } = texts()
    await openUiKit(page)
    const opener = page.getByRole('button', { name: uikit.dialogs.open.center })
    await tabTo(page, opener)
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: uikit.dialogs.titles.center })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect.poll(() => focusIsInside(dialog)).toBe(true)

    // close button, note field, stacked opener, accept button: four stops, then round again.
    const first = await focusedName(page)
    const seen: string[] = [first]
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab')
      expect(await focusIsInside(dialog)).toBe(true)
      seen.push(await focusedName(page))
    }
    expect(new Set(seen.slice(0, 4)).size).toBe(4)
    expect(seen[4]).toBe(first)
    await page.keyboard.press('Shift+Tab')
    expect(await focusIsInside(dialog)).toBe(true)
    expect(await focusedName(page)).toBe(seen[3])

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('stacked dialogs close one at a time, focus steps back each time', async ({ page }) => {
    skipUnlessFirstMarket()
    const { uikit } = texts()
    await openUiKit(page)
    const opener = page.getByRole('button', { name: uikit.dialogs.open.center })
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    const center = page.getByRole('dialog', { name: uikit.dialogs.titles.center })
    await expect.poll(() => focusIsInside(center)).toBe(true)

    const stackedOpener = center.getByRole('button', { name: uikit.dialogs.open.stacked })
    await tabTo(page, stackedOpener, 8)
    await page.keyboard.press('Enter')
    const stacked = page.getByRole('dialog', { name: uikit.dialogs.titles.stacked })
    await expect(stacked).toBeVisible()
    await expect.poll(() => focusIsInside(stacked)).toBe(true)

    await page.keyboard.press('Escape')
    await expect(stacked).toBeHidden()
    await expect(center).toBeVisible()
    await expect(stackedOpener).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(center).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('page scrolling is locked while a dialog is open', async ({ page }) => {
    skipUnlessFirstMarket()
    const { uikit } = texts()
    await openUiKit(page)
    await page.getByRole('button', { name: uikit.dialogs.open.right }).click()
    await expect(page.getByRole('dialog', { name: uikit.dialogs.titles.right })).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })
})

test.describe('spec 02 §2, §9: swipe a non-modal dialog down on touch', () => {
  test.beforeEach(skipUnlessFirstMarket)
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  async function swipeDown(page: Page, from: Locator, distance: number) {
    const box = await from.boundingBox()
    if (!box) throw new Error('nothing to swipe')
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    for (let moved = 10; moved <= distance; moved += 10) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + moved }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await cdp.detach()
  }

  async function openSheet(page: Page) {
    const { uikit } = texts()
    await openUiKit(page)
    await page.getByRole('button', { name: uikit.dialogs.open.nonModal }).tap()
    const sheet = page.getByRole('dialog', { name: uikit.dialogs.titles.nonModal })
    await expect(sheet).toBeVisible()
    await expect(sheet).not.toHaveAttribute('aria-modal')
    // Let the slide-in finish: a running animation would override the drag transform.
    await sheet.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    )
    return sheet
  }

  test('100 px closes it', async ({ page }) => {
    const { uikit } = texts()
    const sheet = await openSheet(page)
    await swipeDown(page, sheet.getByRole('heading', { name: uikit.dialogs.titles.nonModal }), 100)
    await expect(sheet).toBeHidden()
  })

  test('40 px snaps back and it stays open', async ({ page }) => {
    const { uikit } = texts()
    const sheet = await openSheet(page)
    await swipeDown(page, sheet.getByRole('heading', { name: uikit.dialogs.titles.nonModal }), 40)
    await expect(sheet).toBeVisible()
    await expect.poll(() => sheet.evaluate((element) => (element as HTMLElement).style.transform)).toBe('')
  })
})

test.describe('spec 02 §4: toasts', () => {
  const CASES = [
    ['success', 'status'],
    ['error', 'alert'],
  ] as const

  for (const [type, role] of CASES) {
    test(`a ${type} toast appears as ${role} and closes on click`, async ({ page }) => {
      const { uikit, dialogs } = texts()
      await openUiKit(page)
      await page.getByRole('button', { name: uikit.toasts.show[type] }).click()
      const toast = page.getByRole(role).filter({ hasText: uikit.toasts.messages[type] })
      await expect(toast).toBeVisible()
      await expect(toast.getByRole('button', { name: dialogs.close })).toBeVisible()
      const container = page
        .getByRole('region', { name: dialogs.notifications })
        .locator('.Toastify__toast-container')
      const box = await container.boundingBox()
      const viewport = page.viewportSize()
      expect(box).not.toBeNull()
      expect(viewport).not.toBeNull()
      // bottom-center: horizontally centred, in the lower half of the viewport
      expect(Math.abs(box!.x + box!.width / 2 - viewport!.width / 2)).toBeLessThan(4)
      expect(box!.y).toBeGreaterThan(viewport!.height / 2)
      await toast.click()
      await expect(toast).toHaveCount(0)
    })
  }
})

test.describe('spec 02 §2, §4: toasts with the keyboard only', () => {
  test.beforeEach(skipUnlessFirstMarket)
  test('Tab reaches a toast’s close button and Enter closes it', async ({ page }) => {
    const { uikit, dialogs } = texts()
    await openUiKit(page)
    const show = page.getByRole('button', { name: uikit.toasts.show.info })
    await tabTo(page, show)
    await page.keyboard.press('Enter')
    const toast = page.getByRole('status').filter({ hasText: uikit.toasts.messages.info })
    await expect(toast).toBeVisible()

    const close = toast.getByRole('button', { name: dialogs.close })
    await tabTo(page, close)
    await expect(close).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toast).toHaveCount(0)
  })
})

test.describe('spec 02 §2: a click outside closes a dialog', () => {
  test.beforeEach(skipUnlessFirstMarket)
  test('clicking the backdrop closes the dialog and focus returns to its opener', async ({ page }) => {
    const { uikit } = texts()
    await openUiKit(page)
    const opener = page.getByRole('button', { name: uikit.dialogs.open.center })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: uikit.dialogs.titles.center })
    await expect(dialog).toBeVisible()
    // A click inside changes nothing.
    await dialog.getByText(uikit.dialogs.bodies.center).click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
})

test.describe('spec 02 §2, §4: dialogs and toasts on a touch screen', () => {
  test.beforeEach(skipUnlessFirstMarket)
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  /** A one-finger horizontal drag through CDP touch events, which Chromium also turns into pointer events. */
  async function dragSideways(page: Page, target: Locator, fraction: number) {
    const box = await target.boundingBox()
    if (!box) throw new Error('nothing to drag')
    const y = box.y + box.height / 2
    const from = box.x + box.width * 0.2
    const distance = box.width * fraction
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] })
    for (let step = 1; step <= 10; step += 1) {
      const x = from + (distance * step) / 10
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await cdp.detach()
  }

  test('a tap outside closes a dialog', async ({ page }) => {
    const { uikit } = texts()
    await openUiKit(page)
    await page.getByRole('button', { name: uikit.dialogs.open.center }).tap()
    const dialog = page.getByRole('dialog', { name: uikit.dialogs.titles.center })
    await expect(dialog).toBeVisible()
    await dialog.getByText(uikit.dialogs.bodies.center).tap()
    await expect(dialog).toBeVisible()
    await page.touchscreen.tap(8, 8)
    await expect(dialog).toBeHidden()
  })

  test('dragging a toast past 60 % of its width removes it; a shorter drag does not', async ({ page }) => {
    const { uikit } = texts()
    await openUiKit(page)
    await page.getByRole('button', { name: uikit.toasts.show.success }).tap()
    const toast = page.getByRole('status').filter({ hasText: uikit.toasts.messages.success })
    await expect(toast).toBeVisible()
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)))

    await dragSideways(page, toast, 0.3)
    await expect(toast).toBeVisible()
    await expect.poll(() => toast.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')

    await dragSideways(page, toast, 0.75)
    await expect(toast).toHaveCount(0)
  })
})

test.describe('spec 02 §2, §4: reduced motion', () => {
  test.beforeEach(skipUnlessFirstMarket)
  /** Computed animation and transition durations in seconds, the longest of each list. */
  const durations = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element)
      const longest = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part) || 0))
      return {
        animation: style.animationName === 'none' ? 0 : longest(style.animationDuration),
        transition: longest(style.transitionDuration),
      }
    })

  /** The enter animation of the first toast, read the moment it is inserted (it ends right after). */
  async function toastEnterDuration(page: Page, show: Locator) {
    await page.evaluate(() => {
      const probe = window as unknown as { __toastAnimation?: Promise<string> }
      probe.__toastAnimation = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const toast = document.querySelector('.Toastify__toast')
          if (!toast) return
          observer.disconnect()
          resolve(getComputedStyle(toast).animationDuration)
        })
        observer.observe(document.body, { childList: true, subtree: true })
      })
    })
    await show.click()
    const value = await page.evaluate(
      () => (window as unknown as { __toastAnimation: Promise<string> }).__toastAnimation,
    )
    return parseFloat(value)
  }

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`prefers-reduced-motion: ${reducedMotion}`, async ({ page }) => {
      const { uikit } = texts()
      await page.emulateMedia({ reducedMotion })
      await openUiKit(page)
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
        reducedMotion === 'reduce',
      )

      await page.getByRole('button', { name: uikit.dialogs.open.center }).click()
      const dialog = page.getByRole('dialog', { name: uikit.dialogs.titles.center })
      await expect(dialog).toBeVisible()
      const panel = await durations(dialog)
      const backdrop = await durations(page.getByTestId('dialog-backdrop-productPopup'))
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()

      const toast = await toastEnterDuration(page, page.getByRole('button', { name: uikit.toasts.show.info }))

      if (reducedMotion === 'reduce') {
        // At most 1 ms: the global stylesheet shortens everything to 0.01 ms, and toasts keep a 1 ms
        // enter/exit animation because its end event is what removes a closed toast.
        for (const measured of [panel, backdrop]) {
          expect(measured.animation).toBeLessThanOrEqual(0.001)
          expect(measured.transition).toBeLessThanOrEqual(0.001)
        }
        expect(toast).toBeLessThanOrEqual(0.001)
      } else {
        // The same measurements see the motion when it is allowed, so the assertions above can fail.
        expect(panel.animation).toBeGreaterThan(0.1)
        expect(panel.transition).toBeGreaterThan(0.1)
        expect(backdrop.animation).toBeGreaterThan(0.1)
        expect(toast).toBeGreaterThan(0.1)
      }
    })
  }
})
