import 'next-auth'
import 'next-auth/jwt'

declare module 'next-auth' {
  interface Session {
    customerId: number | null
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    customerId?: number
  }
}
