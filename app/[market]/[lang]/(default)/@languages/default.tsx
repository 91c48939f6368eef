/**
 * The header's language switch on every screen of the default layout: it keeps the screen and its
 * parameters.
 */
import { ScreenLanguageSwitch } from '@/components/layout/language-switch-slot'

export default ScreenLanguageSwitch
