import 'server-only'

/**
 * The catalog_filter of spec 02 §7 as SQL over `products p`. The embedded engine reads the operator and
 * the operands (constraint.type is the external engines' business): equality (`eq`, `in`: any operand
 * matches) and its negation (`neq`, `not_in`: none matches) on
 * - brand: the brand's name (any letter case) or id,
 * - category: a category's key or id; a product filed under it or any category below it matches,
 * - product_id,
 * - any other name: the product attribute of that name (its value, e.g. farbe = rot).
 * Anything else is a RecommendationRequestError (400 at the shop's endpoint), never a silent no-op.
 */
import { sql, type SQL } from 'drizzle-orm'
import { RecommendationRequestError, type CatalogFilter } from '../../rules/contract'

const POSITIVE = new Set(['eq', 'in', '='])
const NEGATIVE = new Set(['neq', 'ne', 'not_in', 'nin', '!='])
const ATTRIBUTE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/
const INTEGER = /^\d{1,10}$/

type Operand = CatalogFilter['constraint']['operands'][number]

function texts(operands: readonly Operand[]): string[] {
  return operands.map((o) => String(o).trim())
}

function ids(operands: readonly Operand[]): number[] {
  return texts(operands)
    .filter((t) => INTEGER.test(t) && Number(t) <= 2_147_483_647)
    .map(Number)
}

function matchAny(property: string, operands: readonly Operand[]): SQL {
  switch (property.toLowerCase()) {
    case 'brand':
      return sql`exists (select 1 from brands b where b.id = p.brand_id
        and (lower(b.name) = any(${sql.param(texts(operands).map((t) => t.toLowerCase()))}::text[])
          or b.id = any(${sql.param(ids(operands))}::int[])))`
    case 'category':
    case 'categories':
      // product_categories also holds every ancestor of a product's own categories.
      return sql`exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id
          and (c.key = any(${sql.param(texts(operands))}::text[]) or c.id = any(${sql.param(ids(operands))}::int[])))`
    case 'product_id':
      return sql`p.id = any(${sql.param(ids(operands))}::int[])`
    default: {
      if (!ATTRIBUTE_NAME.test(property)) {
        throw new RecommendationRequestError(
          `catalog_filter: unsupported property ${JSON.stringify(property)}`,
        )
      }
      // Attributes hold { value, label } or a list of them (lib/db/schema/catalog.ts).
      return sql`exists (select 1 from unnest(${sql.param(texts(operands))}::text[]) o(v)
        where p.attributes -> ${property}::text @> jsonb_build_object('value', o.v)
          or p.attributes -> ${property}::text @> jsonb_build_array(jsonb_build_object('value', o.v)))`
    }
  }
}

export function catalogFilterSql(filter: CatalogFilter): SQL {
  const operator = filter.constraint.operator.toLowerCase()
  const condition = matchAny(filter.property, filter.constraint.operands)
  if (POSITIVE.has(operator)) return condition
  if (NEGATIVE.has(operator)) return sql`not (${condition})`
  throw new RecommendationRequestError(
    `catalog_filter: unsupported operator ${JSON.stringify(filter.constraint.operator)}`,
  )
}
