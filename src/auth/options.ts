import 'server-only'

import type { NextAuthOptions } from 'next-auth'
import CredentialsProvider from 'next-auth/providers/credentials'

import { commerce } from '@/commerce'
import { secureCookies } from '@/security/cookies'

import { guestIdFromHeader } from './guest'
import { rememberSignIn } from './throttled-sign-in'

const THIRTY_DAYS = 30 * 24 * 60 * 60

/**
 * Customer sessions: e-mail and password checked by the commerce backend, kept in a signed
 * JWT cookie that holds only the customer's id. Attempts are counted by the route first.
 */
export const authOptions: NextAuthOptions = {
  secret: process.env.AUTH_SECRET,
  session: { strategy: 'jwt', maxAge: THIRTY_DAYS },
  useSecureCookies: secureCookies(),
  pages: { signIn: '/login', signOut: '/logout', error: '/login' },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'E-mail',
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      async authorize(credentials, request) {
        if (!credentials?.email || !credentials.password) return null
        const cookie = request.headers?.cookie as string | undefined
        const customer = await commerce.customers.signIn(
          credentials.email,
          credentials.password,
          guestIdFromHeader(cookie),
        )
        if (!customer) return null
        await rememberSignIn(credentials.email)
        return { id: String(customer.id), email: customer.email }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) token.customerId = Number(user.id)
      return token
    },
    session({ session, token }) {
      return { ...session, customerId: token.customerId ?? null }
    },
  },
}
