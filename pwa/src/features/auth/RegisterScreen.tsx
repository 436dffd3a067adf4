import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSchemaForm } from '../../components/form/schema-form';
import { registerInput } from '../../../../db/domain/auth';
import { LOGIN_PATH, withNext } from '../../lib/guard';
import { userStore } from '../../lib/session';
import { authApi } from './api';
import { ApiForm, AuthPage, EmailField, PasswordField, SubmitButton, TextField } from './form';
import { useSending } from '../../components/form/use-sending';
import { useGuestPage } from './use-guest-page';
import './auth.css';

/** /register: name, e-mail and password; signed in at once, then on to /konto (or next). */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const { next, signedIn } = useGuestPage();
  const form = useSchemaForm(registerInput, {
    texts: 'auth',
    defaultValues: { name: '', email: '', password: '' },
  });
  const sending = useSending(
    form,
    async (values) => userStore.set(await authApi.register(values)),
    {
      codeFields: { email_taken: 'email' },
    },
  );

  if (signedIn) return null;
  return (
    <AuthPage heading={t('register.heading')} lead={t('register.lead')}>
      <ApiForm sending={sending}>
        <TextField form={form} name="name" autoComplete="name" label={t('fields.name')} />
        <EmailField form={form} />
        <PasswordField form={form} name="password" label={t('fields.password')} fresh />
        <SubmitButton form={form}>{t('register.submit')}</SubmitButton>
        <p className="auth-links">
          {t('register.haveAccount')}{' '}
          <Link to={withNext(LOGIN_PATH, next)}>{t('register.login')}</Link>
        </p>
      </ApiForm>
    </AuthPage>
  );
}
