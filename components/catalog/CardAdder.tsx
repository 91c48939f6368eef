'use client'

/** Adds a card's variant once through the one add path, then reports (loaded on press by ./CardAddToCart.tsx). */
import { useEffect, useRef } from 'react'
import { useAddToCart, type AddToCartRequest } from '@/components/basket/useAddToCart'

export default function CardAdder({ request, onDone }: { request: AddToCartRequest; onDone: () => void }) {
  const { addToCart } = useAddToCart()
  // Strict mode runs effects twice on mount; one press must add once.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void addToCart(request).finally(onDone)
  }, [addToCart, request, onDone])
  return null
}
