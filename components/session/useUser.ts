'use client'

import { useQuery } from '@tanstack/react-query'
import { fetchUser } from '@/lib/user/api'
import { useShop } from '@/components/app-shell/ShopContext'

/** The visitor (guest by default, spec 02 §4) as the server knows it. */
export function useUser() {
  const { language } = useShop()
  return useQuery({
    queryKey: ['user'],
    queryFn: ({ signal }) => fetchUser(language, signal),
    staleTime: 5 * 60_000,
  })
}
