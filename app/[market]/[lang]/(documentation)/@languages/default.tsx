/**
 * The header's language switch on every screen of the documentation layout: it keeps the screen and its
 * parameters.
 */
import { ScreenLanguageSwitch } from '@/components/layout/language-switch-slot'

export default ScreenLanguageSwitch
