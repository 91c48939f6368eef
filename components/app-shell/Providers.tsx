'use client'

// The client providers around every page of the root layout: one React Query client per browser tab
// and the current shop (ShopContext).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { ClientShop } from '@/lib/config/client'
import { ShopProvider } from './ShopContext'

export function Providers({ shop, children }: { shop: ClientShop; children: ReactNode }) {
  // One client per browser tab; created lazily so server renders never share one.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: 1 },
          mutations: { retry: 0 },
        },
      }),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <ShopProvider shop={shop}>{children}</ShopProvider>
    </QueryClientProvider>
  )
}
