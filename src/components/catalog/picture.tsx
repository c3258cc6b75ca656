import type { ImageProps } from 'next/image'

import type { Image as ProductImage } from '@/commerce/types'
// Not 'next/image' itself: importing it makes its client component part of the page's scripts.
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props'
import { preload as preloadResource } from 'react-dom'

import type { GalleryPicture } from './gallery'
import { GALLERY_SIZES, PICTURE_QUALITY } from './picture-quality'

/**
 * A responsive picture rendered on the server: the same `<img srcset>` as `next/image`, without
 * shipping next/image's client component (about 5 kB gzipped) to the browser.
 */
export function pictureProps(props: ImageProps) {
  const { props: img } = getImageProps(props)
  if (props.preload && typeof img.src === 'string')
    preloadResource(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: props.fetchPriority,
    })
  return img
}

export function Picture(props: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...pictureProps(props)} />
}

/** A product page's pictures for its gallery: the first one is its largest paint, fetched first. */
export const galleryPictures = (images: ProductImage[]): GalleryPicture[] =>
  images.map((image, index) => ({
    url: image.url,
    main: pictureProps({
      src: image.url,
      alt: image.alt,
      width: image.width,
      height: image.height,
      sizes: GALLERY_SIZES,
      quality: PICTURE_QUALITY,
      preload: index === 0,
      fetchPriority: index === 0 ? 'high' : undefined,
    }),
    thumb: pictureProps({ src: image.url, alt: '', width: 96, height: 72, sizes: '96px' }),
  }))
