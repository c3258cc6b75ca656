import { contentScreen } from '@/components/content/content-screen'

const { Page, generateMetadata } = contentScreen('home')

// The same for every visitor: rendered on the first request per language, then served from
// cache until a change expires its tags (or an hour passes). See docs/adr/0006.
export const revalidate = 3600
export const generateStaticParams = () => []

export { generateMetadata }
export default Page
