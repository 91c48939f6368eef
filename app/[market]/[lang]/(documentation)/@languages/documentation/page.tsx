// The header's language switch beside the documentation overview, a screen and not a story: the
// switch keeps the screen.
import { ScreenLanguageSwitch } from '@/components/layout/language-switch-slot'

export default ScreenLanguageSwitch
