'use client'

/** The forgot-password dialog of spec 02 §2; its form loads when it first opens. */
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/dialog/Dialog'
import { DialogLoading } from '@/components/dialog/DialogLoading'

const ForgotPasswordForm = dynamic(() => import('./ForgotPasswordForm').then((m) => m.ForgotPasswordForm), {
  loading: () => <DialogLoading />,
})

export function ForgotPasswordDialog() {
  const t = useTranslations('account.auth.forgotPassword')
  return (
    <Dialog kind="forgotPassword" title={t('title')}>
      <ForgotPasswordForm />
    </Dialog>
  )
}
