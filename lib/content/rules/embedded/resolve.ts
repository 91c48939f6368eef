/**
 * resolve_relations and resolve_links as the Content Delivery API does them: the answer carries the
 * related stories in `rels` and the linked ones in `links`, or — past 50 of them — only their uuids in
 * `rel_uuids` / `link_uuids`, which the client then fetches with by_uuids in batches (spec 01 §9).
 */
import { CONTENT_SERVICE } from '@/lib/config/constants'
import {
  forEachBlock,
  localizedFullSlug,
  toApiStory,
  type ApiStory,
  type ProjectionOptions,
} from './localize'
import type { StoryRecord } from './records'

export type ResolveLinks = 'story' | 'url' | 'link'

/** `article.author,teaser_list.stories` → the fields to resolve per component. */
export function parseRelationSpecs(specs: readonly string[]): Map<string, Set<string>> {
  const byComponent = new Map<string, Set<string>>()
  for (const spec of specs) {
    const [component, field] = spec.split('.')
    if (!component || !field) continue
    const fields = byComponent.get(component) ?? new Set<string>()
    fields.add(field)
    byComponent.set(component, fields)
  }
  return byComponent
}

export function relationUuids(content: unknown, specs: Map<string, Set<string>>): string[] {
  const uuids: string[] = []
  forEachBlock(content, (block) => {
    for (const field of specs.get(String(block.component)) ?? []) {
      const value = block[field]
      for (const uuid of Array.isArray(value) ? value : [value])
        if (typeof uuid === 'string' && uuid) uuids.push(uuid)
    }
  })
  return uuids
}

/** Story links of multilink fields (`id` is the target's uuid) and of rich-text link marks. */
export function linkUuids(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) linkUuids(item, found)
    return found
  }
  if (!node || typeof node !== 'object') return found
  const record = node as Record<string, unknown>
  if (record.linktype === 'story' && typeof record.id === 'string' && record.id) found.push(record.id)
  if (record.linktype === 'story' && typeof record.uuid === 'string' && record.uuid) found.push(record.uuid)
  for (const value of Object.values(record)) linkUuids(value, found)
  return found
}

export interface Resolved {
  rels?: ApiStory[]
  rel_uuids?: string[]
  links?: unknown[]
  link_uuids?: string[]
}

interface ResolveInput {
  stories: ApiStory[]
  relationSpecs: readonly string[]
  resolveLinks: ResolveLinks | null
  lookup: (uuid: string) => StoryRecord | undefined
  projection: ProjectionOptions
}

const unique = (items: string[]) => [...new Set(items)]

function linkObject(record: StoryRecord, mode: ResolveLinks, projection: ProjectionOptions) {
  if (mode === 'story') return toApiStory(record, projection)
  const fullSlug = localizedFullSlug(record, projection.language)
  const base = { id: record.id, uuid: record.data.uuid, name: record.data.name }
  if (mode === 'url') return { ...base, slug: record.slug, full_slug: fullSlug, url: fullSlug }
  return {
    ...base,
    slug: fullSlug,
    path: record.data.path,
    real_path: `/${fullSlug}`,
    parent_id: record.parentId,
    is_folder: false,
    published: record.published,
    is_startpage: record.isStartpage,
    position: record.data.position,
  }
}

export function resolveStories({
  stories,
  relationSpecs,
  resolveLinks,
  lookup,
  projection,
}: ResolveInput): Resolved {
  const resolved: Resolved = {}
  const limit = CONTENT_SERVICE.resolveBatchSize
  if (relationSpecs.length > 0) {
    const specs = parseRelationSpecs(relationSpecs)
    const own = new Set(stories.map((s) => s.uuid))
    let uuids = unique(stories.flatMap((s) => relationUuids(s.content, specs))).filter((u) => lookup(u))
    let rels = uuids.flatMap((uuid) => {
      const record = lookup(uuid)
      return record ? [toApiStory(record, projection)] : []
    })
    // resolve_level 2: relations of the related stories come along too.
    const second = unique(rels.flatMap((r) => relationUuids(r.content, specs))).filter(
      (u) => !uuids.includes(u) && !own.has(u) && lookup(u),
    )
    uuids = [...uuids, ...second]
    rels = [...rels, ...second.flatMap((uuid) => [toApiStory(lookup(uuid) as StoryRecord, projection)])]
    if (uuids.length > limit) resolved.rel_uuids = uuids
    else resolved.rels = rels
  }
  if (resolveLinks) {
    const uuids = unique(stories.flatMap((s) => linkUuids(s.content))).filter((u) => lookup(u))
    if (uuids.length > limit) resolved.link_uuids = uuids
    else
      resolved.links = uuids.map((uuid) => linkObject(lookup(uuid) as StoryRecord, resolveLinks, projection))
  }
  return resolved
}
