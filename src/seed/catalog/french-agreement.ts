/**
 * French words that agree with a product's name: its gender and number ("Carbonnades,
 * fraîchement découpées"). Masculine singular when a product says nothing.
 */
export type FrenchForm = 'masculine' | 'feminine' | 'masculine-plural' | 'feminine-plural'

const endings: Record<FrenchForm, string> = {
  masculine: '',
  feminine: 'e',
  'masculine-plural': 's',
  'feminine-plural': 'es',
}

/** A participle or adjective that takes -e, -s, -es ("découpé", "prêt") in the name's form. */
export const agree = (word: string, form: FrenchForm) => word + endings[form]

/** The same, opening a sentence. */
export const agreeAtStart = (word: string, form: FrenchForm) => {
  const agreed = agree(word, form)
  return agreed.charAt(0).toUpperCase() + agreed.slice(1)
}
