import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('inspiration')

export { generateMetadata }
export default Page
