'use client'

import { signIn } from 'next-auth/react'
import { usePathname, useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { type FieldValues, useForm, type UseFormReturn, useWatch } from 'react-hook-form'

import { registerCustomer } from '@/app/actions/register'
import type { PostalForm } from '@/commerce/rules/address'
import { type RegistrationForm, registrationProblems } from '@/commerce/rules/credentials'
import { PostalFields } from '@/components/account/postal-fields'
import { announceCartCount } from '@/components/layout/visitor'
import { Field } from '@/components/forms/field'
import { FormEnd } from '@/components/forms/form-end'
import { Link } from '@/i18n/navigation'

import { problemResolver } from '@/components/forms/problem-resolver'
import { showServerProblems } from '@/components/forms/server-problems'

const noAddress: PostalForm = { street: '', houseNumber: '', postcode: '', city: '', country: 'BE' }

const blank: RegistrationForm = {
  gender: 'unspecified',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  fax: '',
  birthDate: '',
  company: '',
  vatNumber: '',
  address: noAddress,
  deliverySameAsBilling: true,
  delivery: noAddress,
  newsletter: false,
  acceptTerms: false,
}

/**
 * The registration form; a new customer is signed in at once and thanked, or taken on to
 * `returnTo` when registering was a step on the way there (checkout).
 */
export function RegisterForm({ returnTo = null }: { returnTo?: string | null }) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const router = useRouter()
  const pathname = usePathname()
  const [general, setGeneral] = useState<string | null>(null)
  const message = (problem: string) => t(`problems.${problem}`)
  const form = useForm<RegistrationForm>({
    defaultValues: blank,
    resolver: problemResolver((values) => registrationProblems(values), message),
  })
  const { errors, isSubmitting } = form.formState
  const sameAddress = useWatch({ control: form.control, name: 'deliverySameAsBilling' })
  const loose = form as unknown as UseFormReturn<FieldValues>

  const submit = form.handleSubmit(async (values) => {
    const result = await registerCustomer(locale, values)
    if (!result.ok) {
      setGeneral(showServerProblems(form, result.problems, message))
      return
    }
    const signedIn = await signIn('credentials', {
      email: values.email,
      password: values.password,
      redirect: false,
    })
    // An address that had an account already: its owner was mailed, this password is not theirs.
    if (!signedIn?.ok) {
      setGeneral(t('registeredCheckMail'))
      return
    }
    void announceCartCount()
    router.replace(returnTo ?? `${pathname}?welcome`)
    router.refresh()
  })

  const field = (
    name: Exclude<keyof RegistrationForm, 'address' | 'delivery' | 'deliverySameAsBilling'>,
  ) => ({
    error: errors[name]?.message,
    ...form.register(name),
  })
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium">{t('gender')}</legend>
        <div className="mt-1 flex gap-4">
          {(['male', 'female', 'unspecified'] as const).map((gender) => (
            <label key={gender} className="flex items-center gap-2 text-sm">
              <input type="radio" value={gender} {...form.register('gender')} />
              {t(`genders.${gender}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('firstName')} autoComplete="given-name" {...field('firstName')} />
      <Field label={t('lastName')} autoComplete="family-name" {...field('lastName')} />
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
        {...field('email')}
      />
      <Field
        label={t('password')}
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <Field
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Field label={t('phone')} type="tel" autoComplete="tel" {...field('phone')} />
      <Field label={t('fax')} type="tel" autoComplete="off" {...field('fax')} />
      <Field label={t('birthDate')} type="date" autoComplete="bday" {...field('birthDate')} />
      <Field label={t('company')} autoComplete="organization" {...field('company')} />
      <Field label={t('vatNumber')} {...field('vatNumber')} />
      <h2 className="text-lg font-semibold sm:col-span-2">{t('addressTitle')}</h2>
      <PostalFields form={loose} prefix="address." />
      <Field
        label={t('deliverySameAsBilling')}
        type="checkbox"
        className="sm:col-span-2"
        {...form.register('deliverySameAsBilling')}
      />
      {sameAddress ? null : (
        <>
          <h2 className="text-lg font-semibold sm:col-span-2">{t('deliveryTitle')}</h2>
          <PostalFields form={loose} prefix="delivery." />
        </>
      )}
      <Field
        label={t('newsletter')}
        type="checkbox"
        className="sm:col-span-2"
        {...field('newsletter')}
      />
      <Field
        label={t.rich('acceptTerms', {
          terms: (text) => (
            <Link href="/terms-and-conditions" className="underline" target="_blank">
              {text}
            </Link>
          ),
        })}
        type="checkbox"
        className="sm:col-span-2"
        {...field('acceptTerms')}
      />
      <div className="space-y-4 sm:col-span-2">
        <FormEnd problem={general} submitting={isSubmitting} label={t('register')} />
      </div>
    </form>
  )
}
