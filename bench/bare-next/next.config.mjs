/**
 * The bare Next.js app the benchmarks compare the shop with, no plugins: an empty page (first-load
 * JavaScript), a page rendered per visitor (`bench:pages`), and a page showing one picture and
 * one showing a shop page's markup (`bench:lighthouse`). Plain JavaScript, so that building it
 * writes no tsconfig or type declarations into the repository; its build goes under
 * node_modules/.cache, out of the way of the linter and the type checker, and rebuilt after each
 * install.
 */
const config = { distDir: '../../node_modules/.cache/bare-next' }

export default config
