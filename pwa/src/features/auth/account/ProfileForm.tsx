import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '#pwa/components/form/schema-form';
import { DEFAULT_SIGNATURE, type SessionUser, profileInput } from '#domain/inputs/auth';
import { userStore } from '#pwa/lib/session';
import { authApi } from '../api';
import { FormSuccess } from '#pwa/components/actions';
import { ApiForm, SubmitButton, TextField } from '../form';
import { useSending } from '#pwa/components/form/use-sending';
import { AccountSection } from './AccountSection';

/** Name and the default signature of the user's notices ("Leinajad" unless changed). */
export function ProfileForm({ token, user }: { token: string; user: SessionUser }) {
  const { t } = useTranslation('auth');
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(profileInput, {
    texts: 'auth',
    defaultValues: { name: user.name, signature: user.signature || DEFAULT_SIGNATURE },
  });
  const sending = useSending(form, async (values) => {
    setSaved(false);
    const { user: updated } = await authApi.saveProfile(values);
    userStore.set({ token, user: updated });
    form.reset({ name: updated.name, signature: updated.signature });
    setSaved(true);
  });

  return (
    <AccountSection heading={t('account.profile')}>
      <ApiForm sending={sending}>
        <TextField form={form} name="name" autoComplete="name" label={t('fields.name')} />
        <TextField
          form={form}
          name="signature"
          autoComplete="off"
          label={t('fields.signature')}
          hint={t('fields.signatureHint')}
        />
        <SubmitButton form={form}>{t('account.save')}</SubmitButton>
        <FormSuccess message={saved ? t('account.saved') : null} />
      </ApiForm>
    </AccountSection>
  );
}
