import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROLES, type Role } from '#domain/vocabulary/roles';
import { formatDay } from '#domain/calendar/dates';
import { useConfirmFocus } from '#pwa/lib/confirm-focus';
import { ActionButton } from '#pwa/components/actions';
import { ConfirmBox } from '#pwa/components/ConfirmBox';
import { SelectField } from '#pwa/components/form/SelectField';
import { type AdminUser, adminApi, adminKeys } from './api';
import { pagePath } from '#domain/pages/page-links';

const ROLE_KEYS = Object.entries(ROLES) as [keyof typeof ROLES, Role][];

export function roleKey(role: number): keyof typeof ROLES {
  return ROLE_KEYS.find(([, value]) => value === role)?.[0] ?? 'user';
}

interface UserRowProps {
  user: AdminUser;
  /** The admin's own account (the server refuses changes to it) */
  self: boolean;
  /** Announces what happened on the page (a deleted row cannot say it itself) */
  onNews: (message: string) => void;
}

/** One user: role select with its save button, delete with an inline confirmation. */
export function UserRow({ user, self, onNews }: UserRowProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<Role>(user.role);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.users() });

  const saveRole = useMutation({
    mutationFn: () => adminApi.setRole(user.id, role),
    onMutate: () => setError(null),
    onSuccess: () => {
      onNews(t('users.roleSaved', { name: user.name, role: t(`roles.${roleKey(role)}`) }));
      return refresh();
    },
    onError: (err) => setError(err.message),
  });
  const remove = useMutation({
    mutationFn: () => adminApi.deleteUser(user.id),
    onMutate: () => setError(null),
    onSuccess: () => {
      onNews(t('users.deleted', { name: user.name }));
      return refresh();
    },
    onError: (err) => {
      setConfirming(false);
      setError(err.message);
    },
  });

  useConfirmFocus(confirming, confirmRef, deleteRef);

  return (
    <li className="admin-user" aria-labelledby={`${id}-name`}>
      <div className="admin-user__who">
        <p id={`${id}-name`} className="admin-user__name">
          {user.name} {self ? <span className="status-text">{t('users.you')}</span> : null}
        </p>
        <p className="admin-user__email">{user.email}</p>
        <p className="admin-user__meta">
          {t('users.created', { date: formatDay(user.createdAt) })} ·{' '}
          {t('users.notices', { count: user.notices })}
        </p>
      </div>
      {self ? (
        <p className="admin-user__meta">
          {t('users.selfNote')} <Link to={pagePath('account')}>{t('users.selfLink')}</Link>
        </p>
      ) : (
        <div className="admin-user__actions">
          <SelectField
            id={`${id}-role`}
            label={t('users.role')}
            className="admin-user__role"
            value={role}
            onChange={(e) => setRole(Number(e.target.value) as Role)}
          >
            {ROLE_KEYS.map(([key, value]) => (
              <option key={value} value={value}>
                {t(`roles.${key}`)} ({value})
              </option>
            ))}
          </SelectField>
          <ActionButton
            busy={saveRole.isPending}
            quiet
            disabled={role === user.role}
            onClick={() => saveRole.mutate()}
            label={`${t('users.saveRole')}: ${user.name}`}
          >
            {t('users.saveRole')}
          </ActionButton>
          {confirming ? null : (
            <button
              ref={deleteRef}
              type="button"
              className="button button--danger"
              aria-label={`${t('users.delete')}: ${user.name}`}
              onClick={() => setConfirming(true)}
            >
              {t('users.delete')}
            </button>
          )}
        </div>
      )}
      {confirming ? (
        <ConfirmBox
          boxRef={confirmRef}
          question={t('users.deleteQuestion', { name: user.name, email: user.email })}
          yes={t('users.deleteYes')}
          cancel={t('users.cancel')}
          busy={remove.isPending}
          onYes={() => remove.mutate()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
