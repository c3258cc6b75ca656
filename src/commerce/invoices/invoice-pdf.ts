import PDFDocument from 'pdfkit'

import type { AmountRow, InvoiceLayout } from './invoice-layout'

const MARGIN = 50
const WIDTH = 595.28 - 2 * MARGIN
const BOTTOM = 841.89 - MARGIN
/** Description, quantity, unit price, VAT rate, amount: their widths on an A4 page. */
const COLUMNS = [215, 60, 85, 50, 85]
const GAP = 4

/**
 * PDF's built-in fonts know the Windows-1252 characters only: the thin spaces that French number
 * styles put before "€" and "%" become the ordinary no-break space.
 */
export const printable = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0')

type Doc = InstanceType<typeof PDFDocument>

function row(doc: Doc, cells: string[], bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
  const heights = cells.map((cell, index) =>
    doc.heightOfString(printable(cell), { width: COLUMNS[index] - GAP }),
  )
  const height = Math.max(...heights) + 6
  if (doc.y + height > BOTTOM) doc.addPage()
  const top = doc.y
  let x = MARGIN
  cells.forEach((cell, index) => {
    doc.text(printable(cell), x, top, {
      width: COLUMNS[index] - GAP,
      align: index === 0 ? 'left' : 'right',
    })
    x += COLUMNS[index]
  })
  doc.x = MARGIN
  doc.y = top + height
}

function amounts(doc: Doc, rows: AmountRow[], boldLabel?: string) {
  for (const [label, amount] of rows) {
    doc.font(label === boldLabel ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
    if (doc.y + 16 > BOTTOM) doc.addPage()
    const top = doc.y
    doc.text(printable(label), MARGIN + WIDTH - 330, top, { width: 240, align: 'right' })
    doc.text(printable(amount), MARGIN + WIDTH - 85, top, { width: 85, align: 'right' })
    doc.x = MARGIN
    doc.y = top + 16
  }
}

function block(doc: Doc, lines: string[], x: number, top: number, width: number) {
  doc.font('Helvetica').fontSize(10)
  lines.forEach((line, index) => {
    doc.font(index === 0 ? 'Helvetica-Bold' : 'Helvetica')
    doc.text(printable(line), x, index === 0 ? top : undefined, { width })
  })
  return doc.y
}

/** The invoice as an A4 PDF: the shop and the facts, the customer, the lines, totals and VAT. */
export function renderInvoicePdf(layout: InvoiceLayout): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: printable(layout.title) },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.font('Helvetica-Bold').fontSize(20).text(printable(layout.title), MARGIN, MARGIN)
  const top = doc.y + 12
  const sellerEnd = block(doc, layout.seller, MARGIN, top, WIDTH / 2 - 10)
  doc.font('Helvetica').fontSize(10)
  layout.facts.forEach(([label, value], index) => {
    doc.text(printable(`${label}: ${value}`), MARGIN + WIDTH / 2, index === 0 ? top : undefined, {
      width: WIDTH / 2,
      align: 'right',
    })
  })
  doc.y = Math.max(sellerEnd, doc.y) + 20
  const customerEnd = block(doc, layout.customer, MARGIN, doc.y, WIDTH / 2)
  doc.x = MARGIN
  doc.y = customerEnd + 24

  row(doc, layout.head, true)
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(MARGIN + WIDTH, doc.y - 3)
    .stroke()
  for (const cells of layout.rows) row(doc, cells)
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .stroke()
  doc.y += 8

  amounts(doc, layout.totals, layout.totalLabel)
  doc.y += 10
  doc.font('Helvetica-Bold').fontSize(10).text(printable(layout.vatHeading), MARGIN, doc.y)
  doc.y += 4
  amounts(doc, layout.vat)
  doc.y += 20
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(printable(layout.closing), MARGIN, doc.y, { width: WIDTH })
  doc.end()
  return done
}
