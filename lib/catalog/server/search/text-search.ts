import 'server-only'

/**
 * PostgreSQL full-text search over product_texts.search (name weight A, keywords B, description C) in
 * the page's language: german, french, and simple for Dutch, which has no built-in dictionary.
 */
import { sql } from 'drizzle-orm'
import { jsonValue } from '@/lib/catalog/server/listing/index-source'
import type { Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'

const CONFIG: Record<Language, string> = { de: 'german', fr: 'french', nl: 'simple' }

// Written into the statement, not bound: each language has a partial index (migration 0003) that the
// planner only picks when it sees the literal language.
function languageSql(language: Language) {
  return {
    config: sql.raw(`'${CONFIG[language]}'::regconfig`),
    language: sql.raw(`'${language}'`),
  }
}

export interface TextHit {
  id: number
  /** ts_rank; 0 when ranking was not asked for. */
  rank: number
}

/** Every product whose text matches the tsquery, with its rank when `ranked` (rank costs time). */
export async function textSearch(
  db: Db,
  tsquery: string,
  language: Language,
  ranked: boolean,
): Promise<TextHit[]> {
  if (tsquery === '') return []
  const { config, language: lang } = languageSql(language)
  if (!ranked) {
    const ids = await jsonValue<number[]>(
      db,
      sql`select coalesce(json_agg(product_id), '[]') as v from product_texts
        where language = ${lang} and search @@ to_tsquery(${config}, ${tsquery})`,
    )
    return ids.map((id) => ({ id, rank: 0 }))
  }
  const hits = await jsonValue<Array<[number, number]>>(
    db,
    sql`select coalesce(json_agg(json_build_array(product_id, rank)), '[]') as v
      from (select product_id, ts_rank(search, q) as rank
        from product_texts, to_tsquery(${config}, ${tsquery}) q
        where language = ${lang} and search @@ q) x`,
  )
  return hits.map(([id, rank]) => ({ id, rank }))
}

/** Name, slug and first picture of a few products (suggestions), in the order of `ids`. */
export async function productHeads(db: Db, ids: readonly number[], language: Language) {
  if (ids.length === 0) return []
  const rows = await jsonValue<Array<{ id: number; name: string; slug: string; image: string | null }>>(
    db,
    sql`select coalesce(json_agg(json_build_object('id', p.id, 'name', t.name, 'slug', t.slug,
        'image', p.images -> 0 ->> 'src')), '[]') as v
      from products p join product_texts t on t.product_id = p.id and t.language = ${language}
      where p.id in (select unnest(${sql.param(ids)}::int[]))`,
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
