import { NotFoundBoundary } from '@/components/errors/not-found-boundary'

export default NotFoundBoundary
