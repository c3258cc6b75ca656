import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('accountDownloads')

export { generateMetadata }
export default Page
