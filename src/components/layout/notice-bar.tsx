import type { SiteFrame } from '@/content/settings'

/** The yellow notice bar the shop owner switches on in the admin. */
export function NoticeBar({ banner }: { banner: SiteFrame['banner'] }) {
  if (!banner) return null
  return (
    <div
      role="region"
      aria-label={banner.message ?? undefined}
      className="bg-yellow-300 px-4 py-2 text-center text-sm text-neutral-900"
    >
      {banner.message}{' '}
      {banner.linkUrl ? (
        <a href={banner.linkUrl} className="font-semibold underline">
          {banner.linkLabel || banner.linkUrl}
        </a>
      ) : null}
    </div>
  )
}
