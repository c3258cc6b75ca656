import { CmsPicture } from '@/components/content/cms-picture'
import { RichText } from '@/components/content/rich-text'
import type { PostDetail } from '@/content/posts'
import type { Locale } from '@/i18n/locales'

import { PostMeta } from './post-meta'
import { RecipeDetails } from './recipe-details'

/** A post on its own page: title, byline, cover, text and, for a recipe, the recipe. */
export function PostArticle({ post, locale }: { post: PostDetail; locale: Locale }) {
  return (
    <article>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-brand-dark">{post.title}</h1>
        <PostMeta post={post} locale={locale} />
      </header>
      {/* The cover is the largest thing in view: it loads first. */}
      <CmsPicture
        media={post.cover}
        sizes="(min-width: 768px) 736px, 100vw"
        priority
        className="mt-6 h-auto w-full rounded-lg"
      />
      <RichText
        data={post.content}
        locale={locale}
        className="prose prose-neutral mt-8 max-w-none"
      />
      {post.recipe ? <RecipeDetails recipe={post.recipe} locale={locale} /> : null}
    </article>
  )
}
