/** frontend_feature (spec 02 §7): a product feature used, e.g. the picture swipe (which picture, of which product). */
export function featurePayload(feature: string, detail: Record<string, string | number | null> = {}) {
  return { feature, ...detail }
}
