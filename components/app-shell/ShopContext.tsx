'use client'

/** The current market and language (ClientShop) as React context, for the client islands. */
import { createContext, useContext, type ReactNode } from 'react'
import type { ClientShop } from '@/lib/config/client'

const ShopContext = createContext<ClientShop | null>(null)

export function ShopProvider({ shop, children }: { shop: ClientShop; children: ReactNode }) {
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>
}

/** The current market and language on the client. */
export function useShop(): ClientShop {
  const shop = useContext(ShopContext)
  if (!shop) throw new Error('useShop must be used inside ShopProvider')
  return shop
}
