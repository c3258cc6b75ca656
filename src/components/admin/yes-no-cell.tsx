'use client'

import { useTranslation } from '@payloadcms/ui'
import type { CheckboxFieldClient, DefaultCellComponentProps } from 'payload'

/** A checkbox in a list reads "ja" or "nee" in the admin's language (Payload writes "waar"). */
export function YesNoCell({ cellData }: DefaultCellComponentProps<CheckboxFieldClient>) {
  const { t } = useTranslation()
  return <span>{cellData === true ? t('general:yes') : t('general:no')}</span>
}
