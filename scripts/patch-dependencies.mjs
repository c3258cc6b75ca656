/**
 * Corrections to installed packages that their current release does not have yet, applied after
 * every install (`postinstall`) and before every build. Each names the package version it was
 * written for and the exact text it replaces: when a new release no longer has that text, the
 * install stops and says so, so that an upgrade is checked rather than silently unpatched.
 * Plain JavaScript: it runs before anything else is installed (the Docker image copies it first).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const nodeModules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules')

const patches = [
  {
    // The schedule dialog's locale option "All" is a hard-coded English label in
    // elements/PublishButton/ScheduleDrawer (`defaultLocaleOption`); it is read through the
    // admin's translations instead (`general:allLocales`, src/collections/admin-translations.ts).
    package: '@payloadcms/ui',
    version: '3.90.1',
    files: {
      'dist/exports/client/index.js': [
        ['V.unshift(oP),V}', 'V.unshift({...oP,label:m("general:allLocales")}),V}'],
        ['.useState(oP)', '.useState(()=>({...oP,label:m("general:allLocales")}))'],
      ],
      'dist/elements/PublishButton/ScheduleDrawer/index.js': [
        [
          'options.unshift(defaultLocaleOption);',
          "options.unshift({ ...defaultLocaleOption, label: t('general:allLocales') });",
        ],
        [
          'React.useState(defaultLocaleOption);',
          "React.useState(() => ({ ...defaultLocaleOption, label: t('general:allLocales') }));",
        ],
      ],
    },
  },
]

let failed = false
for (const patch of patches) {
  const root = path.join(nodeModules, patch.package)
  if (!existsSync(root)) continue // not installed (a production install without it)
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  if (version !== patch.version) {
    console.error(
      `patch-dependencies: ${patch.package} is ${version}, the patch was written for ${patch.version}: check whether it is still needed`,
    )
    failed = true
    continue
  }
  for (const [file, replacements] of Object.entries(patch.files)) {
    const target = path.join(root, file)
    let text = readFileSync(target, 'utf8')
    for (const [from, to] of replacements) {
      if (text.includes(to)) continue
      const count = text.split(from).length - 1
      if (count !== 1) {
        console.error(
          `patch-dependencies: ${patch.package}/${file} holds "${from}" ${count} times, expected once`,
        )
        failed = true
        continue
      }
      text = text.replace(from, to)
    }
    writeFileSync(target, text)
  }
}
if (failed) process.exit(1)
