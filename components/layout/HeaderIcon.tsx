/**
 * The header's icons (menu, search, account, wishlist, basket): decorative, the link or button beside
 * them carries the name. Drawn with the current text colour, 24 px.
 */
const PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13Zm4.7 11.2L20 20',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c.8-3.4 3.6-5.5 7-5.5s6.2 2.1 7 5.5',
  wishlist: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  basket: 'M3 5h2.2l2.2 10.2h10.2L20 8H6.3M9.5 20a1 1 0 1 0 0-.1M17 20a1 1 0 1 0 0-.1',
} as const

export type HeaderIconName = keyof typeof PATHS

export function HeaderIcon({ name }: { name: HeaderIconName }) {
  return (
    <svg
      className="site-header__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
