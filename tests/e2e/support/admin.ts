/** The admin account the end-to-end server is seeded with. */
export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-admin-password-1234' }
