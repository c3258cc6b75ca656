/**
 * The checkout attributes as nopCommerce keeps them on an order: OrderProcessingService copies the
 * customer's checkout attributes onto the order and describes them with CheckoutAttributeFormatter.cs
 * in the customer's language: "Name: value" per attribute, joined by "<br />", HTML-encoded as
 * .NET's WebUtility.HtmlEncode does, a date as the long date ("D") it was stored with.
 */

/** A checkout attribute as the cart model shows it (ShoppingCartModel.CheckoutAttributeModel). */
export type CartAttributeModel = {
  name: string
  attribute_control_type: string
  is_required?: boolean
  values?: Array<{ name: string; is_pre_selected: boolean }>
  default_value?: string | null
  selected_day?: number | null
  selected_month?: number | null
  selected_year?: number | null
}

const cultures: Record<number, string> = { 2: 'nl-BE', 5: 'fr-BE', 1: 'en-US' }

/** .NET's long date pattern ("D") in the customer's culture: "donderdag 5 maart 2026". */
export const longDate = (date: string, languageId: number) =>
  new Intl.DateTimeFormat(cultures[languageId] ?? 'nl-BE', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))

/** WebUtility.HtmlEncode: the five markup characters, and Latin-1 letters as numeric entities. */
export const htmlEncode = (text: string) =>
  text.replace(/[&<>"'\u00a0-\u00ff]/g, (char) => {
    const named: Record<string, string> = {
      '&': '&amp;',
      '<': '&lt;',
      '>': '&gt;',
      '"': '&quot;',
      "'": '&#39;',
    }
    return named[char] ?? `&#${char.charCodeAt(0)};`
  })

const pad = (part: number) => String(part).padStart(2, '0')

/** What one attribute holds, as its text on the order; null when it holds nothing. */
function attributeText(attribute: CartAttributeModel, languageId: number): string[] {
  const { selected_day: day, selected_month: month, selected_year: year } = attribute
  if (attribute.attribute_control_type === 'Datepicker')
    return day && month && year ? [longDate(`${year}-${pad(month)}-${pad(day)}`, languageId)] : []
  if (attribute.values && attribute.values.length > 0)
    return attribute.values.filter((value) => value.is_pre_selected).map((value) => value.name)
  return attribute.default_value ? [attribute.default_value] : []
}

/** The order's CheckoutAttributeDescription for the cart's attributes as they stand. */
export function checkoutAttributeDescription(
  attributes: CartAttributeModel[],
  languageId: number,
): string {
  return attributes
    .flatMap((attribute) =>
      attributeText(attribute, languageId).map((text) => htmlEncode(`${attribute.name}: ${text}`)),
    )
    .join('<br />')
}

/**
 * ShoppingCartService's warning for each required checkout attribute the customer left empty
 * ("ShoppingCart.SelectAttribute": "Please select {0}").
 */
export const missingAttributeWarnings = (attributes: CartAttributeModel[], languageId: number) =>
  attributes
    .filter(
      (attribute) => attribute.is_required && attributeText(attribute, languageId).length === 0,
    )
    .map((attribute) => `Please select ${attribute.name}`)
