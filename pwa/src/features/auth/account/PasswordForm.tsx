import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '#pwa/components/form/schema-form';
import { changePasswordInput } from '#domain/inputs/auth';
import { authApi } from '../api';
import { FormSuccess } from '#pwa/components/actions';
import { ApiForm, PasswordField, SubmitButton } from '../form';
import { useSending } from '#pwa/components/form/use-sending';
import { AccountSection } from './AccountSection';

/** Current and new password; the server signs the other devices out. */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const [changed, setChanged] = useState<string | null>(null);
  const form = useSchemaForm(changePasswordInput, {
    texts: 'auth',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const sending = useSending(form, async (values) => {
    setChanged(null);
    setChanged((await authApi.changePassword(values)).message);
    form.reset();
  });

  return (
    <AccountSection heading={t('account.password')}>
      <ApiForm sending={sending}>
        {/* tells password managers whose password this is */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <PasswordField form={form} name="currentPassword" label={t('fields.currentPassword')} />
        <PasswordField form={form} name="newPassword" label={t('fields.newPassword')} fresh />
        <SubmitButton form={form}>{t('account.changePassword')}</SubmitButton>
        <FormSuccess message={changed} />
      </ApiForm>
    </AccountSection>
  );
}
