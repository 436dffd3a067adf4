import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSchemaForm } from '../../components/form/schema-form';
import { forgotInput } from '#domain/inputs/auth';
import { useViewReady } from '../../lib/view-ready';
import { authApi } from './api';
import { FormSuccess } from '../../components/actions';
import { ApiForm, AuthPage, EmailField, SubmitButton } from './form';
import { useSending } from '../../components/form/use-sending';
import './auth.css';
import { pagePath } from '#domain/pages/page-links';

/**
 * /password: asks for a reset link. The answer is the same whether or not the e-mail has an
 * account (the server's "link sent" message), so nobody can probe for accounts here.
 */
export function ForgotScreen() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(forgotInput, {
    texts: 'auth',
    defaultValues: { email: '' },
  });
  const sending = useSending(form, async ({ email }) => {
    setSent(null);
    setSent((await authApi.forgot(email)).message);
  });
  useViewReady(true);

  return (
    <AuthPage heading={t('forgot.heading')} lead={t('forgot.lead')}>
      <ApiForm sending={sending}>
        <FormSuccess message={sent} />
        <EmailField form={form} />
        <SubmitButton form={form}>{t('forgot.submit')}</SubmitButton>
        <p className="auth-links">
          <Link to={pagePath('login')}>{t('forgot.back')}</Link>
        </p>
      </ApiForm>
    </AuthPage>
  );
}
