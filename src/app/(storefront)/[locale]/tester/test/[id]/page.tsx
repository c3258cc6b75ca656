import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('testerTest')

export { generateMetadata }
export default Page
