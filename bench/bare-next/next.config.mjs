/**
 * The bare Next.js app the page benchmark compares the shop's first-load JavaScript with: one
 * empty page, no plugins. Plain JavaScript, so that building it writes no tsconfig or type
 * declarations into the repository; its build goes under node_modules/.cache, out of the way of
 * the linter and the type checker, and rebuilt after each install.
 */
const config = { distDir: '../../node_modules/.cache/bare-next' }

export default config
