/**
 * A rich-text field of a block (spec 01 §2, §5): safe links, images within the rules, blocks embedded
 * in the text rendered through the page's block registry. A plain string (a textarea where rich text
 * was expected) shows as one paragraph.
 */
import NextLink from 'next/link'
import { RichText, type RichTextLinkProps } from '@/components/content/RichText'
import type { BlockContext } from '../types'

/** Internal rich-text links navigate on the client like every other shop link. */
function ShopLink({ href, target, rel, children }: RichTextLinkProps) {
  return (
    <NextLink href={href} target={target} rel={rel}>
      {children}
    </NextLink>
  )
}

export function RichTextField({ document, context }: { document: unknown; context: BlockContext }) {
  if (typeof document === 'string') return document.trim() ? <p>{document.trim()}</p> : null
  return (
    <RichText
      document={document}
      language={context.language}
      renderBlok={(block) => context.render([block])}
      linkComponent={ShopLink}
    />
  )
}

/** Whether a rich-text field has anything to show (a doc with content, or a non-empty string). */
export function hasRichText(document: unknown): boolean {
  if (typeof document === 'string') return document.trim() !== ''
  if (!document || typeof document !== 'object') return false
  const content = (document as { content?: unknown }).content
  return Array.isArray(content) && content.length > 0
}
