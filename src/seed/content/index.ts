import type { Payload } from 'payload'

import { seedContactForm } from './contact-form'
import { seedTools } from './context'
import { pageSeeds } from './pages'
import { posts } from './posts'
import { seedPages } from './seed-pages'
import { seedPosts } from './seed-posts'
import { seedTests } from './seed-tests'
import { tests } from './tests'

/** The editorial content a fresh shop starts with: its pages, the contact form, posts and tests. */
export async function seedContent(payload: Payload): Promise<void> {
  const tools = await seedTools(payload)
  tools.contactFormId = await seedContactForm(payload, tools)
  await seedPages(payload, pageSeeds, tools)
  await seedPosts(payload, posts, tools)
  await seedTests(payload, tests, tools)
}
