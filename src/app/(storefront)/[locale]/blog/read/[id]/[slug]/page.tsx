import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('blogRead')

export { generateMetadata }
export default Page
