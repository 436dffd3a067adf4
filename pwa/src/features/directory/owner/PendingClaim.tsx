import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionButton, FormSuccess } from '#pwa/components/actions';
import { ownerApi, ownerKeys, type PendingClaim as Claim } from './api';
import { formatDayTime } from '#domain/calendar/day-time';

/**
 * A claim whose mailed link still works, as the server keeps it (so it survives a reload):
 * where the link went, until when it works, and "Saada uuesti", which sends a new link that
 * replaces the old one.
 */
export function PendingClaim({ claim, userId }: { claim: Claim; userId: number }) {
  const { t } = useTranslation('owner');
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () =>
      ownerApi.claim({ companyId: claim.companyId, registryCode: claim.registryCode }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.claims(userId) }),
  });
  return (
    <section className="owner-claim">
      {claim.mailedTo === null ? null : (
        <FormSuccess message={t('claim.sent', { email: claim.mailedTo })} />
      )}
      <p className="status-text">{t('claim.pending', { name: claim.companyName })}</p>
      <p className="status-text">
        {t('claim.validUntil', { date: formatDayTime(claim.expiresAt) })}
      </p>
      {resend.isError ? (
        <p className="alert" role="alert">
          {resend.error.message}
        </p>
      ) : null}
      {resend.isSuccess ? <FormSuccess message={t('claim.resent')} /> : null}
      <ActionButton quiet busy={resend.isPending} onClick={() => resend.mutate()}>
        {t('claim.resend')}
      </ActionButton>
    </section>
  );
}
