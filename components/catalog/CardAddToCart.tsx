'use client'

/**
 * The add-to-cart icon of a card whose product has one buyable variant (spec 02 §4): a button that adds
 * it through the one add path (useAddToCart: layer and message). The basket's hooks load and mount only
 * once the button is pressed, so a grid of cards costs one plain button each until a shopper adds.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { AddToCartRequest } from '@/components/basket/useAddToCart'

// The add code (basket change, layer, tracking) loads when a shopper reaches for a button, not with
// every grid; pointing at or focusing one fetches it, so the press itself rarely waits.
const loadAdder = () => import('./CardAdder')
const CardAdder = lazy(loadAdder)
const preload = () => void loadAdder()

export interface CardAddToCartProps {
  /** What is added: the card's first variant, quantity 1 (spec 02 §4). */
  request: AddToCartRequest
  /** Already translated; names the product ("… in den Warenkorb"). */
  label: string
  /** Draws the button; the product card's draws its cart icon too (a CSS mask, no markup per card). */
  className?: string
  /** The button's visible text, where it has one (the promotion block's). */
  children?: ReactNode
}

export function CardAddToCart({ request, label, className, children }: CardAddToCartProps) {
  // Each press gets its own adder; 0 = idle.
  const [press, setPress] = useState(0)
  const busy = press > 0
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-disabled={busy || undefined}
        data-testid="card-add-to-cart"
        data-action="add"
        onClick={() => {
          if (!busy) setPress((n) => n + 1)
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {children}
      </button>
      {busy && (
        <Suspense fallback={null}>
          <CardAdder key={press} request={request} onDone={() => setPress(0)} />
        </Suspense>
      )}
    </>
  )
}
