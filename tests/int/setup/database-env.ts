import { inject } from 'vitest'

// Runs in each test worker before any test file imports the Payload config.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET ||= 'integration-tests-payload-secret-0123456789'
process.env.ADMIN_EMAIL = 'admin@example.com'
process.env.ADMIN_PASSWORD = 'integration-admin-password'
