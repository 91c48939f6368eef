/**
 * What the account e2e suites share: the texts per language, a fresh address per test, a client address
 * per test (the server trusts one proxy, so rate limits count tests apart), and a shopper's way to
 * register, confirm by mail and log in (spec 02 §4 User, §5, §7).
 */
import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import accountDe from '../messages/de/account.json' with { type: 'json' }
import accountFr from '../messages/fr/account.json' with { type: 'json' }
import accountNl from '../messages/nl/account.json' with { type: 'json' }
import commonDe from '../messages/de/common.json' with { type: 'json' }
import commonFr from '../messages/fr/common.json' with { type: 'json' }
import commonNl from '../messages/nl/common.json' with { type: 'json' }
import profileDe from '../messages/de/profile.json' with { type: 'json' }
import profileFr from '../messages/fr/profile.json' with { type: 'json' }
import profileNl from '../messages/nl/profile.json' with { type: 'json' }
import type { Language } from '../lib/config/markets'
import { expect, localizedPath } from './fixtures'
import { mailLink, waitForMail } from './mail'

export const TEXT = {
  de: { account: accountDe, common: commonDe, profile: profileDe },
  fr: { account: accountFr, common: commonFr, profile: profileFr },
  nl: { account: accountNl, common: commonNl, profile: profileNl },
} as const
export const POSTCODE: Record<Language, string> = { de: '10115', fr: '8001', nl: '1011 AB' }

// Each test is its own client address (the e2e server trusts one proxy): rate limits count tests apart.
export const clientAddress = () => `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`
export const newEmail = (language: Language) =>
  `e2e-${language}-${randomBytes(6).toString('hex')}@example.org`
export const FIRST_PASSWORD = 'Kirschbaum-Allee42'
export const NEW_PASSWORD = 'Lindenweg-Sonne17'

/** A form field by its label, which may carry the required marker ' *' or an '(optional)' note. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*[*(].*)?$`))

export async function logIn(page: Page, language: Language, email: string, password: string) {
  const { auth } = TEXT[language].account
  await page.goto(localizedPath(language, '/login'))
  const section = page.locator('section[data-section="login"]')
  await field(section, auth.fields.email).fill(email)
  await field(section, auth.fields.password).fill(password)
  await section.getByRole('button', { name: auth.login.submit }).click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath(language, '/account')}$`))
}

export async function registerAndConfirm(page: Page, language: Language, email: string) {
  const { auth } = TEXT[language].account
  await page.goto(localizedPath(language, '/login'))
  const section = page.locator('section[data-section="register"]')
  await field(section, auth.fields.first_name).fill('Ada')
  await field(section, auth.fields.last_name).fill('Lovelace')
  await section.getByLabel(auth.genders.f, { exact: true }).check()
  await field(section, auth.fields.email).fill(email)
  await field(section, auth.fields.register_password).fill(FIRST_PASSWORD)
  await section.getByRole('button', { name: auth.register.submit }).click()
  await expect(section.getByText(auth.register.pending)).toBeVisible()

  const confirm = await waitForMail(email, 'register-confirm')
  const activation = page.waitForResponse((r) => r.url().includes('/api/user/auth/activate/'))
  await page.goto(mailLink(confirm, 'activate='))
  expect((await activation).status()).toBe(200)
}
