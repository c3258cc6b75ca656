import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('cleanLabel')

export { generateMetadata }
export default Page
