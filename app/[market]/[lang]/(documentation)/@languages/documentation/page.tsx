import { ScreenLanguageSwitch } from '@/components/layout/language-switch-slot'

// The overview is a screen, not a story: the switch keeps the screen.
export default ScreenLanguageSwitch
