/**
 * The country picker of spec 02 §2 in the root layout: the markets the picker may send a visitor to
 * (complete ones only: fr-fr is partly configured) and the island's texts. Renders nothing on the
 * server, so every page stays shared; the island loads after the page is interactive.
 */
import { shopConfig } from '@/lib/config'
import type { PickerMarket } from '@/lib/geo/rules/switch-target'
import { CountryPickerMessages } from './CountryPickerMessages'
import { LazyCountryPicker } from './LazyCountryPicker'

export function CountryPicker() {
  const markets: PickerMarket[] = shopConfig.markets
    .filter((m) => !m.partial)
    .map(({ code, country, languages, domain }) => ({ code, country, languages, domain }))
  return (
    <CountryPickerMessages>
      <LazyCountryPicker markets={markets} />
    </CountryPickerMessages>
  )
}
