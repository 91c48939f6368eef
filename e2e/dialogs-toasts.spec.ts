import { test, expect, type Locator, type Page } from '@playwright/test'
import dialogsDe from '../messages/de/dialogs.json' with { type: 'json' }
import dialogsFr from '../messages/fr/dialogs.json' with { type: 'json' }
import dialogsNl from '../messages/nl/dialogs.json' with { type: 'json' }
import uikitDe from '../messages/de/uikit.json' with { type: 'json' }
import uikitFr from '../messages/fr/uikit.json' with { type: 'json' }
import uikitNl from '../messages/nl/uikit.json' with { type: 'json' }

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
  const { language } = texts()
  // networkidle: the buttons only work once the client components are hydrated.
  await page.goto(`/${language}/documentation/ui-kit/`, { waitUntil: 'networkidle' })
}

/** Presses Tab until `target` has focus: the keyboard-only way to reach a control. */
async function tabTo(page: Page, target: Locator, maxSteps = 80) {
  for (let step = 0; step < maxSteps; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

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
