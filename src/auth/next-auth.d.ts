import 'next-auth/jwt'

declare module 'next-auth/jwt' {
  interface JWT {
    /** The commerce backend's session of the customer; read on the server only. */
    shopperSession?: string
  }
}
