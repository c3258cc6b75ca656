import { postDetailPage } from '@/components/posts/post-detail-page'

// The same for every visitor: rendered on the first request, then served from cache until the
// post's tag expires (or an hour passes). An editor's preview (draft mode) skips the cache.
export const revalidate = 3600
export const generateStaticParams = () => []

const { Page, generateMetadata } = postDetailPage('/news/[id]/[slug]')

export { generateMetadata }
export default Page
