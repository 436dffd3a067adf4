import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { withQueries } from '#pwa/lib/QueryProvider';
import { signOut, useSession } from '#pwa/lib/session';
import { useViewReady } from '#pwa/lib/view-ready';
import { authApi } from '../api';
import { ActionButton } from '#pwa/components/actions';
import { DeleteAccount } from './DeleteAccount';
import { MyNotices } from './MyNotices';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import '../auth.css';
import { pagePath } from '#domain/pages/page-links';
import { ROLES } from '#domain/vocabulary/roles';
import { Link } from 'react-router-dom';
import { AccountSection } from './AccountSection';

/** /konto ("Minu konto", route meta auth): profile, password, own notices, logout, delete. */
export const AccountScreen = withQueries(AccountScreenContent);

function AccountScreenContent() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  useViewReady(true);

  // Home with a note, after the session is gone (the guard let only a signed-in user in).
  const leave = (flash: 'loggedOut' | 'deleted') => {
    signOut();
    void navigate(pagePath('home'), { replace: true, state: { flash: t(`account.${flash}`) } });
  };

  async function logout() {
    setLeaving(true);
    try {
      await authApi.logout();
    } catch {
      // signed out on this device all the same
    }
    leave('loggedOut');
  }

  if (!session) return null;
  const { user } = session;

  return (
    <div className="container narrow page auth-page account-page">
      <div className="account-page__head">
        <h1>{t('account.heading')}</h1>
        <p className="status-text">{t('account.signedInAs', { email: user.email })}</p>
        <ActionButton busy={leaving} quiet onClick={logout}>
          {t('account.logout')}
        </ActionButton>
      </div>
      {/* a provider claims their company there; the inbox needs a confirmed one */}
      {user.company || user.role === ROLES.provider ? (
        <AccountSection heading={t('account.company')}>
          <p>{t('account.companyLead')}</p>
          <p>
            <Link to={pagePath('accountCompany')}>{t('account.company')}</Link>
          </p>
          {user.company ? (
            <ul>
              <li>
                <Link to={pagePath('providerRequests')}>
                  {t('translation:titles.providerRequests')}
                </Link>
              </li>
              <li>
                <Link to={pagePath('providerSettings')}>
                  {t('translation:titles.providerSettings')}
                </Link>
              </li>
            </ul>
          ) : null}
        </AccountSection>
      ) : null}
      <MyNotices userId={user.id} />
      <ProfileForm token={session.token} user={user} />
      <PasswordForm email={user.email} />
      <section className="auth-section">
        <DeleteAccount onDeleted={() => leave('deleted')} />
      </section>
    </div>
  );
}
