import { type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '#pwa/components/form/schema-form';
import { deleteAccountInput } from '#domain/inputs/auth';
import { useConfirmFocus } from '#pwa/lib/confirm-focus';
import { authApi } from '../api';
import { ApiForm, PasswordField, SubmitButton } from '../form';
import { useSending } from '#pwa/components/form/use-sending';

/** Deleting the account: an inline confirmation that asks for the password. */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useConfirmFocus(open, boxRef, openerRef);

  return open ? (
    <DeleteConfirm boxRef={boxRef} onDeleted={onDeleted} onCancel={() => setOpen(false)} />
  ) : (
    <button
      ref={openerRef}
      type="button"
      className="button button--danger"
      onClick={() => setOpen(true)}
    >
      {t('account.delete')}
    </button>
  );
}

/** The open confirmation: a new form (no old errors) each time it opens. */
function DeleteConfirm({
  boxRef,
  onDeleted,
  onCancel,
}: {
  boxRef: RefObject<HTMLDivElement | null>;
  onDeleted: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const form = useSchemaForm(deleteAccountInput, {
    texts: 'auth',
    defaultValues: { password: '' },
  });
  const sending = useSending(form, async ({ password }) => {
    await authApi.deleteAccount(password);
    onDeleted();
  });

  return (
    <div ref={boxRef} className="confirm-box" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.deleteHeading')}</h3>
      <p>{t('account.deleteWarning')}</p>
      <ApiForm sending={sending}>
        <PasswordField form={form} name="password" label={t('fields.password')} />
        <div className="confirm-box__actions">
          <SubmitButton form={form} danger>
            {t('account.deleteConfirm')}
          </SubmitButton>
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('account.cancel')}
          </button>
        </div>
      </ApiForm>
    </div>
  );
}
