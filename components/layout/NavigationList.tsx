/** The main navigation's items with their sub-items: the same markup serves the bar and the dialog. */
import type { NavLink } from '@/lib/content/rules/navigation'
import { NavLinkAnchor } from './NavLinkAnchor'
import styles from './header.module.css'

interface Props {
  links: readonly NavLink[]
  /** bar: one row with flyouts on hover and focus; stacked: every level open, for the mobile dialog. */
  variant: 'bar' | 'stacked'
}

export function NavigationList({ links, variant }: Props) {
  return (
    <ul className={variant === 'bar' ? styles.bar : styles.stacked}>
      {links.map((link) => (
        <li key={link.id} className={styles.item}>
          <NavLinkAnchor link={link} className={styles.link}>
            {link.label}
          </NavLinkAnchor>
          {link.children.length > 0 && (
            <ul className={styles.sub}>
              {link.children.map((child) => (
                <li key={child.id}>
                  <NavLinkAnchor link={child} className={styles.subLink}>
                    {child.label}
                  </NavLinkAnchor>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
