import { test, expect, localizedPath } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import {
  FIRST_PASSWORD,
  TEXT,
  clientAddress,
  field,
  logIn,
  newEmail,
  registerAndConfirm,
} from './account-helpers'
import { mailLink, waitForMail } from './mail'

/**
 * Accessibility of the account area (WCAG 2.2 AA; spec 01 §2 account routes, spec 02 §5 forms): axe finds
 * no serious or critical violation on the login page (login, register, guest), its dialogs, the
 * new-password page (with a live link and with a used one) and every account screen, in each language.
 */
const ACCOUNT_SCREENS = [
  '/account',
  '/account/address-book',
  '/account/password',
  '/account/contact',
  '/account/delete',
  '/account/my-data',
  '/account/personal-data',
] as const

test.describe('accessibility of the account area (WCAG 2.2 AA)', () => {
  test.describe.configure({ timeout: 150_000 })
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
  })

  test('the login page, its dialogs and the new-password page', async ({ page, marketInfo }) => {
    const { language } = marketInfo
    const { auth } = TEXT[language].account
    await page.goto(localizedPath(language, '/login'))
    await expectNoSeriousA11yViolations(page, 'the login page')

    // The forms after a failed submit: errors shown and announced.
    const register = page.locator('section[data-section="register"]')
    await register.getByRole('button', { name: auth.register.submit }).click()
    await expect(register.getByRole('alert').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'the register form with errors')

    await page.getByRole('button', { name: auth.login.forgotPassword }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'the forgot-password dialog')
    await page.keyboard.press('Escape')

    const email = newEmail(language)
    await registerAndConfirm(page, language, email)
    await page.goto(localizedPath(language, '/login'))
    await page.getByRole('button', { name: auth.login.forgotPassword }).click()
    const dialog = page.getByRole('dialog')
    await field(dialog, auth.fields.email).fill(email)
    await dialog.getByRole('button', { name: auth.forgotPassword.submit }).click()
    await expect(dialog.getByText(auth.forgotPassword.confirmation)).toBeVisible()
    const link = mailLink(await waitForMail(email, 'password-reset'), 'hash=')

    await page.goto(link)
    await expect(field(page, auth.newPassword.password)).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'the new-password page')

    await page.goto(link.replace(/hash=[^&]+/, `hash=${'0'.repeat(64)}`))
    await expect(page.getByRole('heading').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'the new-password page of an unknown link')
  })

  test('every account screen of a logged-in customer', async ({ page, marketInfo }) => {
    const { language, market } = marketInfo
    const email = newEmail(language)
    await registerAndConfirm(page, language, email)
    await logIn(page, language, email, FIRST_PASSWORD)
    const screens = ['de-de', 'de-at', 'de-ch'].includes(market)
      ? [...ACCOUNT_SCREENS, '/account/balance' as const]
      : ACCOUNT_SCREENS
    for (const screen of screens) {
      await page.goto(localizedPath(language, screen))
      await expect(page.locator('main h1')).toBeVisible()
      await expectNoSeriousA11yViolations(page, screen)
    }

    const { addresses } = TEXT[language].account
    await page.goto(localizedPath(language, '/account/address-book'))
    await page.getByRole('button', { name: addresses.add.billing }).click()
    await page.getByRole('button', { name: addresses.form.save }).click()
    await expect(page.getByRole('alert').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'the address form with errors')
  })
})
