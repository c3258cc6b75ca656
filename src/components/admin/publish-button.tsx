'use client'

import { PublishButton as PayloadPublishButton, useDocumentInfo } from '@payloadcms/ui'
import type { PublishButtonClientProps } from 'payload'
import { useEffect } from 'react'

/**
 * Payload's publish button. Payload counts only drafts newer than a published version as
 * unpublished, so for a document never published its schedule dialog would offer "unpublish"
 * first; its draft is what stays unpublished, so the dialog offers "publish".
 */
export function PublishButton(props: PublishButtonClientProps) {
  const { id, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } =
    useDocumentInfo()
  useEffect(() => {
    if (id && !hasPublishedDoc && unpublishedVersionCount === 0) setUnpublishedVersionCount(1)
  }, [id, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount])
  return <PayloadPublishButton {...props} />
}
