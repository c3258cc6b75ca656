/** The link to a test of the tester programme, in any language (next-intl localizes the path). */
export const testHref = (test: { id: number }) => ({
  pathname: '/tester/test/[id]' as const,
  params: { id: test.id },
})
