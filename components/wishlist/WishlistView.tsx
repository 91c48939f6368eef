'use client'

/**
 * The visitor's wishlist as the client island of the shared wishlist page: loading, error with retry,
 * empty and filled. Removing shows at once and rolls back with a message when refused.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import { EmptyListNotice } from '@/components/layout/EmptyListNotice'
import { useUser } from '@/components/session/useUser'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import { getPathname } from '@/lib/i18n/navigation'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { wishlistItemView, wishlistProductHref, type WishlistItemView } from '@/lib/wishlist/rules/item-view'
import { WishlistAddToCartDialog } from './WishlistAddToCartDialog'
import { WishlistItemCard } from './WishlistItemCard'
import { WishlistMoreInfoDialog } from './WishlistMoreInfoDialog'
import { useWishlist } from './useWishlist'
import { useWishlistChange } from './useWishlistChange'
import { useWishlistAddToCart } from './useWishlistAddToCart'
import styles from './wishlist.module.css'

export function WishlistView() {
  const t = useTranslations('wishlistPage')
  const user = useUser()
  const wishlist = useWishlist()
  const [status, setStatus] = useState('')

  let content: ReactNode
  if (user.isError || (wishlist.isError && !wishlist.data)) {
    content = (
      <div className="notice notice--warning" role="alert" data-testid="wishlist-error">
        <p>
          <strong>{t('error.title')}</strong>
        </p>
        <p>{t('error.text')}</p>
        <div className="notice__actions">
          <button
            type="button"
            className="button"
            onClick={() => void (user.isError ? user.refetch() : wishlist.refetch())}
          >
            {t('error.retry')}
          </button>
        </div>
      </div>
    )
  } else if (!wishlist.data) {
    content = (
      <div aria-busy="true" data-testid="wishlist-loading">
        <p className="visually-hidden">{t('loading')}</p>
        <div className={styles.skeleton} />
      </div>
    )
  } else if (wishlist.data.items.length === 0 && wishlist.data.pendingProductIds.length === 0) {
    content = (
      <EmptyListNotice namespace="wishlistPage.empty" className={styles.empty} testId="wishlist-empty" />
    )
  } else {
    content = <FilledWishlist items={wishlist.data.items} onStatus={setStatus} />
  }
  return (
    <div className={styles.view} data-testid="wishlist-view">
      {content}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  )
}

type Items = NonNullable<ReturnType<typeof useWishlist>['data']>['items']

function FilledWishlist({ items, onStatus }: { items: Items; onStatus: (text: string) => void }) {
  const t = useTranslations('wishlistPage')
  const shop = useShop()
  const change = useWishlistChange()
  const { add } = useWishlistAddToCart()
  const open = useDialogStore((s) => s.open)
  const heading = useRef<HTMLHeadingElement>(null)
  const [target, setTarget] = useState<string | null>(null)
  const facts = { locale: shop.formattingLocale, flavour: FLAVOUR_RULES[shop.flavour] }
  const views = useMemo(
    () => items.map((item) => wishlistItemView(item, facts)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- facts are the shop's, fixed for the page
    [items],
  )
  const pathOf = (view: WishlistItemView) =>
    getPathname({ locale: shop.language, href: { pathname: '/p/[pdp]', params: { pdp: view.pdp } } })
  const targetView = views.find((v) => v.key === target) ?? null

  const remove = (view: WishlistItemView) => {
    heading.current?.focus()
    change.mutate(
      { kind: 'remove', productId: view.productId, itemKeys: [view.key], productName: view.name },
      { onSuccess: () => onStatus(t('removed', { product: view.name })) },
    )
  }
  const openFor = (view: WishlistItemView, kind: 'wishlistAddToCart' | 'wishlistMoreInfo') => {
    setTarget(view.key)
    open(kind)
  }

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t('count', { count: views.length })}
      </h2>
      <ul className={styles.list}>
        {views.map((view) => (
          <li key={view.key}>
            <WishlistItemCard
              view={view}
              productPath={pathOf(view)}
              busy={
                change.isPending &&
                change.variables?.kind === 'remove' &&
                change.variables.itemKeys.includes(view.key)
              }
              onRemove={() => remove(view)}
              onAddToCart={() => {
                if (view.addPath.kind === 'add')
                  void add(view, view.addPath.variantId, view.addPath.variantLabel)
              }}
              onChooseVariant={() => openFor(view, 'wishlistAddToCart')}
              onMoreInfo={() => openFor(view, 'wishlistMoreInfo')}
            />
          </li>
        ))}
      </ul>
      <WishlistAddToCartDialog view={targetView} />
      <WishlistMoreInfoDialog
        view={targetView}
        href={targetView ? wishlistProductHref(pathOf(targetView), targetView) : ''}
      />
    </>
  )
}
