import 'client-only'
/**
 * The browser's side of the country picker (spec 02 §2): ask the shop for the visitor's country, read and
 * store the visitor's choice (cookie shop-country), and take over a choice handed over from another
 * market's domain (`?shop-country=`, which leaves the address at once, as redirect notices do).
 */
import { callJson } from '@/lib/http/client/json'
import { countryChoiceCookie, storedCountryChoice, takeChoiceFromSearch } from '../rules/choice-cookie'
import { normaliseCountry, type CountryCode } from '../rules/country'
import { PRETEND_IP_PARAM } from '../rules/pretend'

/** The visitor's country as the shop sees it; a page's `?geo-ip=` goes along (honoured in development and qa). */
export async function fetchVisitorCountry(): Promise<CountryCode | null> {
  const pretend = new URLSearchParams(window.location.search).get(PRETEND_IP_PARAM)
  const query = pretend ? `?${PRETEND_IP_PARAM}=${encodeURIComponent(pretend)}` : ''
  const { country } = await callJson<{ country: unknown }>(`/api/geo/country/${query}`)
  return normaliseCountry(country)
}

export function storedChoice(): CountryCode | null {
  return storedCountryChoice(document.cookie)
}

export function rememberCountry(country: CountryCode) {
  document.cookie = countryChoiceCookie(country, { secure: window.location.protocol === 'https:' })
}

/** Stores a choice handed over in the address and removes the parameter from it. */
export function takeHandedOverChoice() {
  const { pathname, search, hash } = window.location
  const handed = takeChoiceFromSearch(search)
  if (handed.search === search) return
  if (handed.choice) rememberCountry(handed.choice)
  window.history.replaceState(window.history.state, '', `${pathname}${handed.search}${hash}`)
}
