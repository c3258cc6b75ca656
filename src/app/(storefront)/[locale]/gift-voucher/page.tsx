import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('giftVoucher')

export { generateMetadata }
export default Page
