import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSchemaForm } from '../../components/form/schema-form';
import { resetInput, resetTokenParam } from '#domain/inputs/auth';
import { withQueries } from '../../lib/QueryProvider';
import { useViewReady } from '../../lib/view-ready';
import { authApi, usePasswordResetCheck } from './api';
import { ApiForm, AuthPage, PasswordField, SubmitButton } from './form';
import { useSending } from '../../components/form/use-sending';
import { pagePath } from '#domain/pages/page-links';
import './auth.css';

/**
 * /password/:token, the link from the reset e-mail. The link is checked first, so a dead one
 * says so before the visitor types a new password.
 */
export const ResetScreen = withQueries(ResetScreenContent);

function ResetScreenContent() {
  const { t } = useTranslation('auth');
  const token = useParams().token ?? '';
  const wellFormed = resetTokenParam.safeParse({ token }).success;
  const check = usePasswordResetCheck(token, wellFormed);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm(resetInput, {
    texts: 'auth',
    defaultValues: { password: '' },
  });
  const sending = useSending(
    form,
    async ({ password }) => setDone((await authApi.reset(token, password)).message),
    {
      onError: (error) => {
        if (error.code === 'invalid_token') setInvalid(error.message);
      },
    },
  );
  useViewReady(!wellFormed || !check.isPending);

  const deadLink = !wellFormed
    ? t('reset.invalid')
    : (invalid ?? (check.isError ? check.error.message : null));

  if (done) {
    return (
      <AuthPage heading={t('reset.heading')}>
        <div role="status">
          <p className="alert alert--success">{done}</p>
          <p>
            <Link className="button" to={pagePath('login')}>
              {t('reset.login')}
            </Link>
          </p>
        </div>
      </AuthPage>
    );
  }
  if (deadLink) {
    return (
      <AuthPage heading={t('reset.heading')}>
        <div role="alert">
          <h2>{t('reset.invalidHeading')}</h2>
          <p>{deadLink}</p>
          <p>
            <Link className="button" to={pagePath('forgotPassword')}>
              {t('reset.requestNew')}
            </Link>
          </p>
        </div>
      </AuthPage>
    );
  }
  return (
    <AuthPage heading={t('reset.heading')} lead={t('reset.lead')}>
      {check.isPending ? (
        <p className="loading-line" role="status">
          {t('reset.checking')}
        </p>
      ) : (
        <ApiForm sending={sending}>
          <PasswordField form={form} name="password" label={t('fields.newPassword')} fresh />
          <SubmitButton form={form}>{t('reset.submit')}</SubmitButton>
        </ApiForm>
      )}
    </AuthPage>
  );
}
