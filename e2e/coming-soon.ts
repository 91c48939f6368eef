/**
 * No page may promise what the shop cannot do: the "coming soon" notice that stood on unbuilt screens
 * (in each language) must not come back on a finished one.
 */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const COMING_SOON = /Bald verfügbar|Bientôt disponible|Binnenkort beschikbaar/i

export async function expectNoComingSoon(page: Page) {
  await expect(page.locator('main')).not.toContainText(COMING_SOON)
}
