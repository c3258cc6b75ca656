import { notFound } from 'next/navigation'

import {
  type ProductsParams,
  ProductsScreen,
  productsMetadata,
} from '@/components/catalog/products-screen'
import { listFromView } from '@/routing/list-views'

type Props = { params: Promise<Awaited<ProductsParams> & { view: string }> }

// One view of every product (page, sort order, filters), reached with the query string
// (src/routing/list-views.ts); cached.
export const revalidate = 3600
export const generateStaticParams = () => []

export const generateMetadata = ({ params }: Props) => productsMetadata(params)

export default async function ProductsViewPage({ params }: Props) {
  const list = listFromView((await params).view)
  if (!list) notFound()
  return <ProductsScreen params={params} list={list} />
}
