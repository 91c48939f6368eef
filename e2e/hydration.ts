/**
 * Waits until React has hydrated an element: from then on its handlers work. Not `networkidle`: each
 * page prefetches the routes of its visible links, and under the suite's load those requests may keep
 * the network busy past any timeout.
 */
import { expect, type Locator } from '@playwright/test'

/** React attaches its props to each DOM node it hydrates; the key's suffix is random per build. */
const isHydrated = (target: Locator) =>
  target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))

export async function waitForHydration(target: Locator) {
  await expect.poll(() => isHydrated(target.first())).toBe(true)
}
