'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { Image as ProductImage } from '@/commerce/types'

import { PICTURE_QUALITY } from './picture-quality'

export const GALLERY_SIZES = '(min-width: 1024px) 50vw, 100vw'

export function Gallery({ images, name }: { images: ProductImage[]; name: string }) {
  const t = useTranslations('product')
  const [selected, setSelected] = useState(0)
  const current = images[selected]
  if (!current) return <div className="aspect-[4/3] w-full rounded-lg bg-neutral-100" />
  return (
    <section aria-label={t('gallery', { name })}>
      <Image
        src={current.url}
        alt={current.alt}
        width={current.width}
        height={current.height}
        sizes={GALLERY_SIZES}
        quality={PICTURE_QUALITY}
        preload
        fetchPriority="high"
        className="aspect-[4/3] w-full rounded-lg object-cover"
      />
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('showPicture', { number: index + 1 })}
                aria-pressed={index === selected}
                className="overflow-hidden rounded border-2 border-transparent aria-pressed:border-brand"
              >
                <Image
                  src={image.url}
                  alt=""
                  width={96}
                  height={72}
                  sizes="96px"
                  className="h-18 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
