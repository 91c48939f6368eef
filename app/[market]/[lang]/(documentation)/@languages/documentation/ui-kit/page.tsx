// The header's language switch beside the UI kit, a screen and not a story: without this page the
// story slot above would claim its path.
import { ScreenLanguageSwitch } from '@/components/layout/language-switch-slot'

export default ScreenLanguageSwitch
