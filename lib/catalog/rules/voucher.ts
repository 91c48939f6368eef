/**
 * Voucher products by product group (spec 01 §9): 9420 is a download voucher and 9410 a voucher in the
 * baby and bm flavours; 51000 and 52000 are the voucher groups of the other flavours (the spec does not
 * say either of them is a download, so both are plain vouchers). The flavour's list decides which
 * groups count at all.
 *
 * The product group is the warengruppe of spec 02 §7: the first number found in the last category
 * label, whose form is 'a | b | number'.
 */
import type { FlavourRules } from '@/lib/config/flavours'
import type { Category } from '@/lib/catalog/rules/types'

export const DOWNLOAD_VOUCHER_GROUPS: readonly number[] = [9420]

export type VoucherKind = 'download' | 'voucher'

export function productGroupFromLabel(label: string | undefined): number | null {
  const match = label?.match(/\d+/)
  return match ? Number(match[0]) : null
}

/** Warengruppe of a product: from the last of its categories that carries a label. */
export function productGroup(categories: ReadonlyArray<Pick<Category, 'categoryLabel'>>): number | null {
  const labelled = categories.filter((c) => c.categoryLabel)
  return productGroupFromLabel(labelled[labelled.length - 1]?.categoryLabel)
}

export function voucherKind(
  group: number | null,
  rules: Pick<FlavourRules, 'voucherProductGroups'>,
): VoucherKind | null {
  if (group === null || !rules.voucherProductGroups.includes(group)) return null
  return DOWNLOAD_VOUCHER_GROUPS.includes(group) ? 'download' : 'voucher'
}

export function isVoucherProduct(
  group: number | null,
  rules: Pick<FlavourRules, 'voucherProductGroups'>,
): boolean {
  return voucherKind(group, rules) !== null
}
