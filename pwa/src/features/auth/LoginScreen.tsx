import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSchemaForm } from '../../components/form/schema-form';
import { loginInput } from '#domain/inputs/auth';
import { withQueries } from '../../lib/QueryProvider';
import { withNext } from '../../lib/guard';
import { userStore } from '../../lib/session';
import { authApi } from './api';
import { ApiForm, AuthPage, EmailField, PasswordField, SubmitButton, useCountdown } from './form';
import { useSending } from '../../components/form/use-sending';
import { ReviewerLogin } from '../../shared/reviewer/ReviewerLogin';
import { useGuestPage } from './use-guest-page';
import './auth.css';
import { pagePath } from '#domain/pages/page-links';

/** /login: e-mail and password; below it, reviewers' social sign-in. */
export const LoginScreen = withQueries(LoginScreenContent);

function LoginScreenContent() {
  const { t } = useTranslation('auth');
  const { next, signedIn } = useGuestPage();
  const [wait, startWait] = useCountdown();
  const form = useSchemaForm(loginInput, {
    texts: 'auth',
    defaultValues: { email: '', password: '' },
  });
  const sending = useSending(form, async (values) => userStore.set(await authApi.login(values)), {
    onError: (error, formMessage) => {
      if (error.code === 'login_throttled' && error.retryAfter) startWait(error.retryAfter);
      if (formMessage) form.setFocus('password');
    },
  });

  if (signedIn) return null;
  return (
    <AuthPage heading={t('login.heading')} lead={t('login.lead')}>
      <ApiForm sending={sending}>
        <EmailField form={form} />
        <PasswordField form={form} name="password" label={t('fields.password')} revealable />
        <SubmitButton form={form} disabled={wait > 0}>
          {wait > 0 ? t('login.wait', { seconds: wait }) : t('login.submit')}
        </SubmitButton>
        <ul className="auth-links">
          <li>
            <Link to={pagePath('forgotPassword')}>{t('login.forgot')}</Link>
          </li>
          <li>
            {t('login.noAccount')}{' '}
            <Link to={withNext(pagePath('register'), next)}>{t('login.register')}</Link>
          </li>
        </ul>
      </ApiForm>
      <ReviewerLogin className="auth-section" returnTo={next ?? pagePath('login')} />
    </AuthPage>
  );
}
