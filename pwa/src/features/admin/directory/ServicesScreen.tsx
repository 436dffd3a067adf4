import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SERVICE_ICON } from '#domain/vocabulary/service-icons';
import { FormSuccess } from '#pwa/components/actions';
import { ConfirmedDelete } from '#pwa/components/ConfirmedDelete';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useViewReady } from '#pwa/lib/view-ready';
import { ServiceIcon } from '#pwa/shared/services/ServiceIcon';
import { type AdminService, directoryAdminApi, refreshDirectory, useAdminServices } from './api';
import { ServiceForm } from './ServiceForm';

/** /admin/teenused (role 10): the categories in order; add, edit, move, delete an unused one. */
export const ServicesScreen = withQueries(ServicesContent);

function ServicesContent() {
  const { t } = useTranslation('adminDirectory');
  const queryClient = useQueryClient();
  const query = useAdminServices();
  const [news, setNews] = useState<string | null>(null);
  useViewReady(!query.isPending);

  const move = useMutation({
    mutationFn: ({ ids }: { ids: number[]; name: string; position: number }) =>
      directoryAdminApi.reorderServices(ids),
    onMutate: () => setNews(null),
    onSuccess: (_, { name, position }) => {
      setNews(t('services.moved', { name, position }));
      return refreshDirectory(queryClient);
    },
    onError: (err) => setNews(err.message),
  });

  let list;
  if (query.isPending) list = <Loading />;
  else if (query.isError) {
    list = (
      <LoadFailed message={`${t('loadError')} ${query.error.message}`} retry={query.refetch} />
    );
  } else if (query.data.items.length === 0) {
    list = <p className="status-text">{t('services.empty')}</p>;
  } else {
    const items = query.data.items;
    const moveTo = (from: number, to: number) => {
      const ids = items.map((s) => s.id);
      const [id] = ids.splice(from, 1);
      ids.splice(to, 0, id!);
      move.mutate({ ids, name: items[from]!.name, position: to + 1 });
    };
    list = (
      <ol className="admin-services" aria-busy={move.isPending}>
        {items.map((service, i) => (
          <ServiceRow
            key={service.id}
            service={service}
            onUp={i > 0 ? () => moveTo(i, i - 1) : null}
            onDown={i < items.length - 1 ? () => moveTo(i, i + 1) : null}
            onNews={setNews}
          />
        ))}
      </ol>
    );
  }

  return (
    <>
      <h1>{t('services.heading')}</h1>
      <p className="status-text">{t('services.lead')}</p>
      <FormSuccess message={news} />
      {list}
      <ServiceForm
        initial={{ name: '', description: '', icon: DEFAULT_SERVICE_ICON }}
        legend={t('services.add')}
        submitLabel={t('services.add')}
        onSave={async (values) => {
          const created = await directoryAdminApi.createService(values);
          await refreshDirectory(queryClient);
          return t('services.created', { name: created.name });
        }}
      />
    </>
  );
}

interface ServiceRowProps {
  service: AdminService;
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  onNews: (message: string | null) => void;
}

/** One category: its icon, name and use; move, edit inline, delete after a confirmation. */
function ServiceRow({ service, onUp, onDown, onNews }: ServiceRowProps) {
  const { t } = useTranslation('adminDirectory');
  const id = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = async () => {
    await directoryAdminApi.deleteService(service.id);
    onNews(t('services.deleted', { name: service.name }));
    await refreshDirectory(queryClient);
  };

  if (editing) {
    return (
      <li className="admin-service">
        <ServiceForm
          initial={{ name: service.name, description: service.description, icon: service.icon }}
          legend={`${t('services.edit')}: ${service.name}`}
          submitLabel={t('services.save')}
          onCancel={() => setEditing(false)}
          onSave={async (values) => {
            const saved = await directoryAdminApi.saveService(service.id, values);
            await refreshDirectory(queryClient);
            setEditing(false);
            onNews(t('services.saved', { name: saved.name }));
            return t('services.saved', { name: saved.name });
          }}
        />
      </li>
    );
  }
  return (
    <li className="admin-service" aria-labelledby={`${id}-name`}>
      <div className="admin-service__what">
        <ServiceIcon icon={service.icon} size={32} />
        <div>
          <p id={`${id}-name`} className="admin-service__name">
            {service.name}
          </p>
          <p className="admin-service__meta">
            {t('services.companies', { count: service.companyCount })}
          </p>
          {service.description ? <p>{service.description}</p> : null}
        </div>
      </div>
      <div className="admin-service__actions">
        <button
          type="button"
          className="button button--quiet"
          disabled={!onUp}
          aria-label={`${t('services.up')}: ${service.name}`}
          onClick={() => onUp?.()}
        >
          ↑
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={!onDown}
          aria-label={`${t('services.down')}: ${service.name}`}
          onClick={() => onDown?.()}
        >
          ↓
        </button>
        <button
          type="button"
          className="button button--quiet"
          aria-label={`${t('services.edit')}: ${service.name}`}
          onClick={() => setEditing(true)}
        >
          {t('services.edit')}
        </button>
      </div>
      <ConfirmedDelete
        label={t('services.delete')}
        ariaLabel={`${t('services.delete')}: ${service.name}`}
        question={t('services.deleteQuestion', { name: service.name })}
        yes={t('services.deleteYes')}
        cancel={t('cancel')}
        onConfirm={remove}
      />
    </li>
  );
}
