import type { CatalogApi } from '../provider'
import type { NopContext } from './context'

export function nopCatalog(context: NopContext): CatalogApi {
  void context
  throw new Error('nopCatalog is being written')
}
