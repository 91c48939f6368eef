import { ScreenLanguageSwitch } from '@/components/layout/language-switch-slot'

// The UI kit is a screen, not a story: without this page the story slot above would claim its path.
export default ScreenLanguageSwitch
