import 'server-only'

import type { NextAuthOptions } from 'next-auth'
import CredentialsProvider from 'next-auth/providers/credentials'

import { commerce } from '@/commerce'
import type { SignedIn } from '@/commerce/types'
import { payloadClient } from '@/lib/payload'
import { secureCookies } from '@/security/cookies'

import { guestSessionFromHeader } from './guest-cookie'
import { checkCustomerSession } from './session-check'
import { signInWithLink } from './sign-in-link'
import { rememberSignIn } from './throttled-sign-in'

const THIRTY_DAYS = 30 * 24 * 60 * 60

/** The cookie next-auth keeps the session in (its default name for these cookie flags). */
export const sessionCookieName = () =>
  `${secureCookies() ? '__Secure-' : ''}next-auth.session-token`

/** After a sign-in: the counts start again, and the backend's session goes into the JWT. */
async function sessionUser({ customer, session }: SignedIn) {
  await rememberSignIn(customer.email)
  return { id: String(customer.id), email: customer.email, shopperSession: session }
}

/**
 * Customer sessions: e-mail and password checked by the commerce backend, whose own session for
 * the customer is kept in next-auth's encrypted JWT cookie. Attempts are counted by the route
 * first.
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
        const signedIn = await commerce.customers.signIn(
          credentials.email,
          credentials.password,
          guestSessionFromHeader(cookie),
        )
        return signedIn && sessionUser(signedIn)
      },
    }),
    // A mailed one-time link (docs/adr/0018): outside the password throttle, which is why the
    // route counts only `credentials`.
    CredentialsProvider({
      id: 'sign-in-link',
      name: 'Sign-in link',
      credentials: { token: { type: 'text' } },
      async authorize(credentials, request) {
        const cookie = request.headers?.cookie as string | undefined
        const signedIn = await signInWithLink(
          await payloadClient(),
          commerce.customers,
          credentials?.token ?? '',
          guestSessionFromHeader(cookie),
        )
        return signedIn && sessionUser(signedIn)
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) token.shopperSession = (user as { shopperSession?: string }).shopperSession
      else await checkCustomerSession(commerce.customers, token.shopperSession)
      return token
    },
    // What the browser may read: that someone is signed in, never the backend's session.
    session({ session }) {
      return session
    },
  },
}
