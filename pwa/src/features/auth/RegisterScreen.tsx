import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/schema-form';
import { pagePath } from '#domain/pages/page-links';
import { registerInput } from '#domain/inputs/auth';
import { LOGIN_PATH, withNext } from '../../lib/guard';
import { userStore } from '../../lib/session';
import { authApi } from './api';
import { ApiForm, AuthPage, EmailField, PasswordField, SubmitButton, TextField } from './form';
import { useSending } from '../../components/form/use-sending';
import { useGuestPage } from './use-guest-page';
import './auth.css';

/**
 * /register: name, e-mail and password, and whether one is a funeral service provider; signed
 * in at once, then on to next, else /konto (a provider: /konto/firma, to claim the company).
 */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const provider = useRef(false);
  const landing = useCallback(() => pagePath(provider.current ? 'accountCompany' : 'account'), []);
  const { next, signedIn } = useGuestPage(landing);
  const form = useSchemaForm(registerInput, {
    texts: 'auth',
    defaultValues: { name: '', email: '', password: '', provider: false },
  });
  const sending = useSending(
    form,
    async (values) => {
      const session = await authApi.register(values);
      provider.current = values.provider === true;
      userStore.set(session);
    },
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
        <CheckboxField form={form} name="provider">
          {t('register.provider')}
        </CheckboxField>
        <SubmitButton form={form}>{t('register.submit')}</SubmitButton>
        <p className="auth-links">
          {t('register.haveAccount')}{' '}
          <Link to={withNext(LOGIN_PATH, next)}>{t('register.login')}</Link>
        </p>
      </ApiForm>
    </AuthPage>
  );
}
