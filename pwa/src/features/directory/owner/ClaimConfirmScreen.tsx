import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { pagePath } from '#domain/pages/page-links';
import { Loading } from '#pwa/components/LoadState';
import { withQueries } from '#pwa/lib/QueryProvider';
import { userStore } from '#pwa/lib/session';
import { useViewReady } from '#pwa/lib/view-ready';
import { ownerApi, ownerKeys } from './api';
import '#pwa/shared/company-edit/company-edit.css';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * /konto/firma/kinnita?token=… (the mailed link, signed in: the guard sends others to log in
 * and back): confirms the claim once, then links to the edit form. A used, expired or someone
 * else's token gets the server's reason.
 */
export const ClaimConfirmScreen = withQueries(ClaimConfirmContent);

function ClaimConfirmContent() {
  const { t } = useTranslation('owner');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN.test(token);
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: ownerApi.confirm,
    onSuccess: () => {
      // the user now has a company: the header and the account page offer its inbox
      const session = userStore.get();
      if (session) userStore.set({ ...session, user: { ...session.user, company: true } });
      // the owner's view of the company (with its logo's id) is asked anew
      return queryClient.invalidateQueries({ queryKey: ownerKeys.all });
    },
  });
  // the link confirms once, also when React runs the effect twice
  const sent = useRef(false);
  useEffect(() => {
    if (!valid || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [valid, token, confirm]);
  useViewReady(!valid || !confirm.isPending);

  const editLink = <Link to={pagePath('accountCompany')}>{t('confirm.edit')}</Link>;
  return (
    <div className="container narrow page owner-page">
      {!valid ? (
        <>
          <h1>{t('confirm.failed')}</h1>
          <p className="alert" role="alert">
            {t('confirm.noToken')}
          </p>
        </>
      ) : confirm.isSuccess ? (
        <>
          <h1>{t('confirm.done')}</h1>
          <p className="alert alert--success" role="status">
            {t('confirm.doneLead', { name: confirm.data.name })}
          </p>
          <p>{editLink}</p>
        </>
      ) : confirm.isError ? (
        <>
          <h1>{t('confirm.failed')}</h1>
          <p className="alert" role="alert">
            {confirm.error.message} {t('confirm.failedLead')}
          </p>
          <p>
            <Link to={pagePath('accountCompany')}>{t('confirm.again')}</Link>
          </p>
        </>
      ) : (
        <>
          <h1>{t('confirm.working')}</h1>
          <Loading />
        </>
      )}
    </div>
  );
}
