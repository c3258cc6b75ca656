import { CmsPicture } from '@/components/content/cms-picture'
import type { PostCard as Card } from '@/content/posts'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { postHref } from '@/i18n/post-href'

import { PostMeta } from './post-meta'

/** Three columns of at most 360 px from 1024 px wide, two from 640 px, one below. */
const POST_CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw'

/** A post in a list; the title is the link, stretched over the whole card. */
export function PostCard({ post, locale }: { post: Card; locale: Locale }) {
  return (
    <article className="relative flex flex-1 flex-col overflow-hidden rounded-lg bg-white shadow-sm">
      {post.cover ? (
        <CmsPicture
          media={post.cover}
          sizes={POST_CARD_SIZES}
          className="aspect-[3/2] w-full object-cover"
        />
      ) : (
        <div className="aspect-[3/2] w-full bg-neutral-100" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold">
          <Link href={postHref(post)} className="after:absolute after:inset-0 hover:underline">
            {post.title}
          </Link>
        </h2>
        <PostMeta post={post} locale={locale} />
        {post.excerpt ? <p className="text-neutral-700">{post.excerpt}</p> : null}
      </div>
    </article>
  )
}
