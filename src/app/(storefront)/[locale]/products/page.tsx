import { parseListParams } from '@/commerce/rules/list-params'
import {
  type ProductsParams,
  ProductsScreen,
  productsMetadata,
} from '@/components/catalog/products-screen'

type Props = { params: ProductsParams }

// Cached like a category (docs/adr/0006); a page, sort order or filter is another view.
export const revalidate = 3600
export const generateStaticParams = () => []

export const generateMetadata = ({ params }: Props) => productsMetadata(params)

export default function ProductsPage({ params }: Props) {
  return <ProductsScreen params={params} list={parseListParams({})} />
}
