import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { languageNames } from '@/collections/labels'
import { labelWords } from '@/collections/translatable-texts'
import { translatedLocales } from '@/content/translation-status'
import { type TranslationTask, translationWork } from '@/content/translation-work'

import { translationWorkWords as words } from './translation-work-words'

const cell = { padding: '6px 10px', verticalAlign: 'top', textAlign: 'left' } as const

/** `/admin/translations`: the translator's list of documents and fields to do, per language. */
export async function TranslationWorkView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const language =
    req.i18n.language === 'fr' || req.i18n.language === 'en' ? req.i18n.language : 'nl'
  const tasks = await translationWork(req, language)
  const { admin } = req.payload.config.routes
  const kindOf = (task: TranslationTask) =>
    labelWords(req.payload.collections[task.collection].config.labels.plural)?.[language] ??
    task.collection
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{
        collections: visibleEntities?.collections,
        globals: visibleEntities?.globals,
      }}
    >
      <Gutter>
        <h1 style={{ margin: '1.5rem 0 0.5rem' }}>{words.title[language]}</h1>
        <p>{words.intro[language]}</p>
        {translatedLocales.map((target) => {
          const mine = tasks.filter((task) => task.locale === target)
          return (
            <section key={target} aria-labelledby={`to-translate-${target}`}>
              <h2 id={`to-translate-${target}`} style={{ margin: '1.5rem 0 0.5rem' }}>
                {languageNames[target][language]} ({mine.length})
              </h2>
              {mine.length === 0 ? (
                <p>{words.nothing[language]}</p>
              ) : (
                <table style={{ borderCollapse: 'collapse', width: '100%' }}>
                  <thead>
                    <tr>
                      <th style={cell}>{words.document[language]}</th>
                      <th style={cell}>{words.kind[language]}</th>
                      <th style={cell}>{words.missing[language]}</th>
                      <th style={cell}>{words.stale[language]}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {mine.map((task) => (
                      <tr
                        key={`${task.collection}-${task.id}`}
                        style={{ borderTop: '1px solid var(--theme-elevation-100)' }}
                      >
                        <td style={cell}>
                          <a
                            href={`${admin}/collections/${task.collection}/${task.id}?locale=${target}`}
                          >
                            {task.title}
                          </a>
                        </td>
                        <td style={cell}>{kindOf(task)}</td>
                        <td style={cell}>{task.missing.join(', ')}</td>
                        <td style={cell}>{task.stale.join(', ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          )
        })}
      </Gutter>
    </DefaultTemplate>
  )
}
