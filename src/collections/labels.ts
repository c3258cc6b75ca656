/** Admin labels in the three admin languages. */
export type Label = { nl: string; fr: string; en: string }

export const label = (nl: string, fr: string, en: string): Label => ({ nl, fr, en })

export const groups = {
  catalog: label('Catalogus', 'Catalogue', 'Catalog'),
  content: label('Inhoud', 'Contenu', 'Content'),
  shop: label('Winkel', 'Boutique', 'Shop'),
  settings: label('Instellingen', 'Paramètres', 'Settings'),
}
