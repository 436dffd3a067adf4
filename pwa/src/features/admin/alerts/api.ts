/** The admin's open alerts (role 10) and marking one seen, on the typed Hono client. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, unwrapEmpty } from '#pwa/lib/api';

const alerts = client.api.admin.alerts;

export const alertKeys = {
  open: () => ['admin', 'alerts'] as const,
};

const alertQueries = {
  open: () => queryOptions({ queryKey: alertKeys.open(), queryFn: () => unwrap(alerts.$get()) }),
};

export const useOpenAlerts = () => useQuery(alertQueries.open());

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrapEmpty(alerts[':id'].acknowledge.$post({ param: { id: String(id) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.open() }),
  });
}
