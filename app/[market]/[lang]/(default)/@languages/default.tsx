import { ScreenLanguageSwitch } from '@/components/layout/language-switch-slot'

/** Every screen of the default layout: the switch keeps the screen and its parameters. */
export default ScreenLanguageSwitch
