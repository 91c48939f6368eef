import { readFile } from 'node:fs/promises'
import { addToBasket, singleVariantProduct } from './basket-helpers'
import {
  FIRST_PASSWORD,
  NEW_PASSWORD,
  POSTCODE,
  TEXT,
  clientAddress,
  field,
  logIn,
  newEmail,
  registerAndConfirm,
} from './account-helpers'
import { test, expect, localizedPath } from './fixtures'
import { mailLink, waitForMail } from './mail'

/**
 * Customer accounts as a new shopper uses them, once per language (spec 02 §4 User, §5, §7; spec 01 §2
 * account routes): register → confirm by mail → log in → log out → forget the password → reset it from
 * the mail → log in with it → address book → personal data → download my data → delete the account →
 * the goodbye toast. And: a guest's basket follows the shopper into the account (spec 02 §4).
 */
test.describe('customer account (spec 02 §4, §5, §7; spec 01 §2)', () => {
  test.describe.configure({ timeout: 150_000 })
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
  })

  test('a new shopper registers, resets the password from the mail, manages the account and deletes it', async ({
    page,
    marketInfo,
  }) => {
    const { language } = marketInfo
    const { account, common, profile } = TEXT[language]
    const email = newEmail(language)

    await registerAndConfirm(page, language, email)
    await logIn(page, language, email, FIRST_PASSWORD)
    await expect(page.getByText('Ada Lovelace', { exact: false }).first()).toBeVisible()

    await page.getByRole('button', { name: account.auth.logout.button }).click()
    await expect(page).toHaveURL(new RegExp(`/${language}/$`))

    // Forgotten: the dialog asks for the address; the mail's link sets a new password.
    await page.goto(localizedPath(language, '/login'))
    await page.getByRole('button', { name: account.auth.login.forgotPassword }).click()
    const dialog = page.getByRole('dialog')
    await field(dialog, account.auth.fields.email).fill(email)
    await dialog.getByRole('button', { name: account.auth.forgotPassword.submit }).click()
    await expect(dialog.getByText(account.auth.forgotPassword.confirmation)).toBeVisible()
    const reset = await waitForMail(email, 'password-reset')
    await page.goto(mailLink(reset, 'hash='))
    await field(page, account.auth.newPassword.password).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: account.auth.newPassword.submit }).click()
    await expect(page.getByText(account.auth.newPassword.success)).toBeVisible()

    await logIn(page, language, email, NEW_PASSWORD)

    // Address book: add a billing address, then edit it.
    await page.goto(localizedPath(language, '/account/address-book'))
    const { addresses } = account
    await page.getByRole('button', { name: addresses.add.billing }).click()
    await field(page, addresses.form.firstName).fill('Ada')
    await field(page, addresses.form.lastName).fill('Lovelace')
    await field(page, addresses.form.street).fill('Hauptstraße')
    await field(page, addresses.form.houseNumber).fill('12')
    await field(page, addresses.form.postcode).fill(POSTCODE[language])
    await field(page, addresses.form.city).fill('Testhausen')
    await page.getByRole('button', { name: addresses.form.save }).click()
    await expect(page.getByText(addresses.status.created)).toBeVisible()
    await page.getByRole('button', { name: addresses.edit }).first().click()
    await field(page, addresses.form.city).fill('Neustadt')
    await page.getByRole('button', { name: addresses.form.save }).click()
    await expect(page.getByText(addresses.status.updated)).toBeVisible()
    await expect(page.getByText('Neustadt')).toBeVisible()

    // Personal data: a phone number.
    await page.goto(localizedPath(language, '/account/personal-data'))
    await field(page, profile.personalData.phone).fill('+49 30 1234567')
    await page.getByRole('button', { name: profile.personalData.submit }).click()
    await expect(page.getByText(profile.personalData.saved)).toBeVisible()

    // My data: everything stored, as a download, and never a password hash.
    await page.goto(localizedPath(language, '/account/my-data'))
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', { name: profile.myData.download })
        .or(page.getByRole('button', { name: profile.myData.download }))
        .click(),
    ])
    const exported = JSON.stringify(JSON.parse(await readFile(await download.path(), 'utf8')))
    expect(exported).toContain('Neustadt')
    expect(exported).toContain('+49 30 1234567')
    expect(exported).not.toMatch(/argon2|passwordHash|tokenHash/i)

    // Delete: the dialog asks for the password; then logged out at home with the goodbye toast.
    await page.goto(localizedPath(language, '/account/delete'))
    await page.getByRole('button', { name: profile.delete.submit }).click()
    const confirmation = page.getByRole('dialog')
    await field(confirmation, profile.delete.password).fill(NEW_PASSWORD)
    await confirmation.getByRole('button', { name: profile.delete.confirm }).click()
    await expect(page).toHaveURL(new RegExp(`/${language}/$`))
    await expect(page.getByText(common.redirectNotices.goodbye)).toBeVisible()
    await expect(page.getByTestId('header-account-link')).toHaveAttribute('data-logged-in', 'false')

    // The account is gone: its password no longer logs in.
    await page.goto(localizedPath(language, '/login'))
    const login = page.locator('section[data-section="login"]')
    await field(login, account.auth.fields.email).fill(email)
    await field(login, account.auth.fields.password).fill(NEW_PASSWORD)
    await login.getByRole('button', { name: account.auth.login.submit }).click()
    await expect(login.getByText(account.auth.problems['invalid-credentials'])).toBeVisible()
  })

  test('the basket a guest filled follows the shopper into the account at login (spec 02 §4)', async ({
    page,
    shop,
    marketInfo,
  }) => {
    const { language } = marketInfo
    const email = newEmail(language)
    await registerAndConfirm(page, language, email)
    const product = await singleVariantProduct(shop, language)
    await addToBasket(page, marketInfo, product)
    await logIn(page, language, email, FIRST_PASSWORD)
    await page.goto(localizedPath(language, '/basket'), { waitUntil: 'networkidle' })
    await expect(page.getByTestId('basket-line')).toHaveCount(1)
    await expect(page.getByTestId('basket-line')).toContainText(product.name)
  })
})
