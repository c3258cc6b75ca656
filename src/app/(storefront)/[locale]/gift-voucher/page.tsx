import { contentScreen } from '@/components/content/content-screen'

const { Page, generateMetadata } = contentScreen('gift-voucher')

// The same for every visitor: served from cache until an editor publishes (docs/adr/0006).
export const revalidate = 3600
export const generateStaticParams = () => []

export { generateMetadata }
export default Page
