'use client'

import { Component, type ReactNode } from 'react'

interface Props {
  component: string
  uid: string
  children: ReactNode
}

/**
 * One failing block must not take the page down (issue 3, resilience): a server component's error
 * surfaces here in the tree, and the block is left out while the rest of the page renders.
 */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[content] block ${this.props.component} (${this.props.uid}) failed`, error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
