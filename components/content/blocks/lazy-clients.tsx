'use client'

/**
 * The heavier client parts of blocks, each in a chunk of its own. The registry imports every block, so
 * a client component imported directly would ship with every content page, used or not; through these
 * a page loads only the parts it renders (still rendered on the server, hydrated once their chunk is in).
 */
import dynamic from 'next/dynamic'

export const CustomFormClient = dynamic(() => import('./CustomFormClient').then((m) => m.CustomFormClient))
export const NewsletterForm = dynamic(() => import('./NewsletterForm').then((m) => m.NewsletterForm))
export const YoutubePlayer = dynamic(() => import('./VideoPlayer').then((m) => m.YoutubePlayer))
export const FilePlayer = dynamic(() => import('./VideoPlayer').then((m) => m.FilePlayer))
