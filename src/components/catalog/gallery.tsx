'use client'

import { type ComponentProps, useState } from 'react'

type Img = ComponentProps<'img'>
export type GalleryPicture = { main: Img; thumb: Img; url: string }

type Props = {
  pictures: GalleryPicture[]
  /** "Pictures of …", and "Show picture n" for each picture, made on the server. */
  texts: { gallery: string; showPicture: string[] }
}

/** The pictures come with their `srcset` made on the server (src/components/catalog/picture.tsx). */
export function Gallery({ pictures, texts }: Props) {
  const [selected, setSelected] = useState(0)
  const current = pictures[selected]
  if (!current) return <div className="aspect-[4/3] w-full rounded-lg bg-neutral-100" />
  return (
    <section aria-label={texts.gallery}>
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text */}
      <img {...current.main} className="aspect-[4/3] w-full rounded-lg object-cover" />
      {pictures.length > 1 ? (
        <ul className="mt-3 flex gap-2">
          {pictures.map((picture, index) => (
            <li key={picture.url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={texts.showPicture[index]}
                aria-pressed={index === selected}
                className="overflow-hidden rounded border-2 border-transparent aria-pressed:border-brand"
              >
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text */}
                <img {...picture.thumb} className="h-18 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
