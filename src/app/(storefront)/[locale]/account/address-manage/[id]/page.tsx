import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('accountAddressManage')

export { generateMetadata }
export default Page
