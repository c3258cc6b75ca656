import { parseListParams } from '@/commerce/rules/list-params'
import {
  type CategoryParams,
  CategoryScreen,
  categoryMetadata,
} from '@/components/catalog/category-screen'

type Props = { params: CategoryParams }

// The same for every visitor: rendered on the first request, then served from cache until the
// catalog's tags expire (docs/adr/0006). A page, sort order or filter is another view.
export const revalidate = 3600
export const generateStaticParams = () => []

export const generateMetadata = ({ params }: Props) => categoryMetadata(params)

export default function CategoryPage({ params }: Props) {
  return <CategoryScreen params={params} list={parseListParams({})} />
}
