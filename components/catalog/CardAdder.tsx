'use client'

/** Adds a card's variant once through the one add path, then reports (loaded on press by ./CardAddToCart.tsx). */
import { useAddToCart, type AddToCartRequest } from '@/components/basket/useAddToCart'
import { useRunOnce } from '@/lib/ui/client/use-run-once'

export default function CardAdder({ request, onDone }: { request: AddToCartRequest; onDone: () => void }) {
  const { addToCart } = useAddToCart()
  useRunOnce(() => addToCart(request), onDone)
  return null
}
