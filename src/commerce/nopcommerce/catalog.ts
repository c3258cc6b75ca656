import type { CatalogApi } from '../provider'
import type { NopContext } from './context'

export function nopCatalog(context: NopContext): CatalogApi {
  void context
  return new Proxy({} as never, {
    get: () => () => {
      throw new Error('nopCatalog is being written')
    },
  })
}
