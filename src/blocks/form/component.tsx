import { RichText } from '@/components/content/rich-text'
import { publicForm } from '@/content/forms'
import { formNamespaces, messagesFor } from '@/i18n/client-messages'
import type { FormBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'
import { LazyFormFields } from './form-fields-lazy'

export async function FormBlockView({ block, locale, first }: BlockProps<FormBlock>) {
  const id = typeof block.form === 'number' ? block.form : block.form?.id
  const [form, messages] = await Promise.all([
    id ? publicForm(id, locale) : null,
    messagesFor(formNamespaces),
  ])
  if (!form) return null
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      {block.heading ? (
        <Heading className="text-2xl font-bold text-brand-dark">{block.heading}</Heading>
      ) : null}
      {block.text ? <p className="mt-2 text-neutral-700">{block.text}</p> : null}
      <LazyFormFields
        locale={locale}
        messages={messages}
        form={{ id: form.id, fields: form.fields, submitLabel: form.submitLabel }}
        confirmation={<RichText data={form.confirmation} locale={locale} />}
      />
    </section>
  )
}
