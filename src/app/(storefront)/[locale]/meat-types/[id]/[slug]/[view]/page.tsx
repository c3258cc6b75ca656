import { notFound } from 'next/navigation'

import {
  type CategoryParams,
  CategoryScreen,
  categoryMetadata,
} from '@/components/catalog/category-screen'
import { listFromView } from '@/routing/list-views'

type Props = { params: Promise<Awaited<CategoryParams> & { view: string }> }

// One view of a category's products (page, sort order, filters), which visitors reach with the
// query string (src/routing/list-views.ts); cached like the category itself.
export const revalidate = 3600
export const generateStaticParams = () => []

export const generateMetadata = ({ params }: Props) => categoryMetadata(params)

export default async function CategoryViewPage({ params }: Props) {
  const list = listFromView((await params).view)
  if (!list) notFound()
  return <CategoryScreen params={params} list={list} />
}
