'use client'

import { Button, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'

import { orderDocumentHref, type OrderDocument } from '@/lib/invoice-download'

const labels = {
  nl: {
    heading: 'Documenten',
    invoice: (number: string) => `Factuur ${number}`,
    creditNote: (number: string) => `Creditnota ${number}`,
    open: 'Openen en afdrukken',
    download: 'Downloaden',
    none: 'Nog geen factuur: een bestelling krijgt haar factuur zodra ze betaald is.',
  },
  fr: {
    heading: 'Documents',
    invoice: (number: string) => `Facture ${number}`,
    creditNote: (number: string) => `Note de crédit ${number}`,
    open: 'Ouvrir et imprimer',
    download: 'Télécharger',
    none: 'Pas encore de facture : une commande reçoit sa facture dès qu’elle est payée.',
  },
  en: {
    heading: 'Documents',
    invoice: (number: string) => `Invoice ${number}`,
    creditNote: (number: string) => `Credit note ${number}`,
    open: 'Open and print',
    download: 'Download',
    none: 'No invoice yet: an order gets its invoice once it is paid.',
  },
}

type Labels = (typeof labels)['nl']

function DocumentLinks(props: { id: string; document: OrderDocument; name: string; t: Labels }) {
  const { id, document, name, t } = props
  return (
    <li style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <strong>{name}</strong>
      <Button
        el="anchor"
        url={orderDocumentHref(id, document, { print: true })}
        newTab
        buttonStyle="secondary"
        size="small"
        margin={false}
      >
        {`${t.open}: ${name}`}
      </Button>
      <Button
        el="anchor"
        url={orderDocumentHref(id, document)}
        buttonStyle="subtle"
        size="small"
        margin={false}
      >
        {`${t.download}: ${name}`}
      </Button>
    </li>
  )
}

/**
 * On an order's screen: its invoice and, once cancelled, its credit note, each to open in a new
 * tab (the browser's PDF viewer prints it) or to download, from the staff's invoice route.
 */
export function OrderDocuments() {
  const { id } = useDocumentInfo()
  const invoiceNumber = useFormFields(([fields]) => fields.invoiceNumber?.value)
  const creditNoteNumber = useFormFields(([fields]) => fields.creditNoteNumber?.value)
  const { i18n } = useTranslation()
  const t = labels[i18n.language as keyof typeof labels] ?? labels.nl
  if (id === undefined || id === null) return null
  return (
    <section style={{ margin: '0.5rem 0 1.5rem' }} aria-label={t.heading}>
      <h3 style={{ margin: '0 0 0.5rem' }}>{t.heading}</h3>
      {typeof invoiceNumber === 'string' && invoiceNumber ? (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }}>
          <DocumentLinks id={String(id)} document="invoice" name={t.invoice(invoiceNumber)} t={t} />
          {typeof creditNoteNumber === 'string' && creditNoteNumber ? (
            <DocumentLinks
              id={String(id)}
              document="credit-note"
              name={t.creditNote(creditNoteNumber)}
              t={t}
            />
          ) : null}
        </ul>
      ) : (
        <p>{t.none}</p>
      )}
    </section>
  )
}
