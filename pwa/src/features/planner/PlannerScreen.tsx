/**
 * "Matuse projektijuht": `/projektijuht` opens this device's planner; `/projektijuht/:id?token=`
 * a shared one (a wrong link: the 404 screen). The dates, the countdown to the funeral, the
 * checklist with notes and one's own tasks, sharing with family and printing. Everything is
 * kept in IndexedDB first, so it works offline; a shared planner syncs (sync.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { pagePath } from '#domain/pages/page-links';
import { daysUntil, PLANNER_TEMPLATES } from '#domain/rules/planner';
import { Loading } from '../../components/LoadState';
import { NotFound } from '../../components/NotFound';
import { PrintButton } from '../../components/PrintButton';
import { withQueries } from '../../lib/QueryProvider';
import type { PlannerRecord } from '../../lib/offline-db';
import { useViewReady } from '../../lib/view-ready';
import { plannerApi, type PlannerLink } from './api';
import { savePlannerName, updatePlanner } from './local';
import {
  asShared,
  changeDates,
  changeTask,
  newTaskKey,
  removeTask,
  sharedCopyInput,
  taskState,
} from './model';
import { AddTaskForm, DatesForm, SharedLink, ShareForm, WhoForm } from './PlannerForms';
import { TaskList } from './TaskList';
import { useOpenPlanner, usePlannerName, usePlannerRecord, usePlannerSync } from './use-planner';
import type { SyncOutcome } from './sync';
import './planner.css';

/** `/projektijuht` and `/projektijuht/:id?token=…` */
export const PlannerScreen = withQueries(PlannerContent);

function useRouteLink(): PlannerLink | null | 'invalid' {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (id === undefined) return null;
  const token = search.get('token') ?? '';
  return /^[1-9]\d{0,15}$/.test(id) && token !== '' ? { id: Number(id), token } : 'invalid';
}

function PlannerContent() {
  const { t } = useTranslation('planner');
  const link = useRouteLink();
  const opening = useOpenPlanner(link === 'invalid' ? null : link);
  const failed = link === 'invalid' || opening.kind === 'notFound';
  useViewReady(opening.kind !== 'loading' || failed);
  if (failed) return <NotFound />;
  return (
    <div className="container page planner">
      <h1>{t('titles.planner', { ns: 'translation' })}</h1>
      {opening.kind === 'ready' ? (
        <PlannerLoaded id={opening.id} sharedRoute={link !== null} />
      ) : opening.kind === 'offline' ? (
        <p className="alert">{t('sync.firstOpen')}</p>
      ) : (
        <Loading />
      )}
    </div>
  );
}

function PlannerLoaded({ id, sharedRoute }: { id: string; sharedRoute: boolean }) {
  const record = usePlannerRecord(id);
  const name = usePlannerName();
  const sync = usePlannerSync(id, record?.server != null);
  if (sharedRoute && sync.outcome?.kind === 'notFound') return <NotFound />;
  if (!record || name === undefined) return <Loading />;
  if (record.server && name === null) return <WhoForm onSave={(n) => void savePlannerName(n)} />;
  return <PlannerView record={record} name={name} sync={sync.outcome} onChanged={sync.request} />;
}

interface PlannerViewProps {
  record: PlannerRecord;
  name: string | null;
  sync: SyncOutcome | null;
  onChanged: () => void;
}

function PlannerView({ record, name, sync, onChanged }: PlannerViewProps) {
  const { t } = useTranslation('planner');
  const [now] = useState(() => Date.now());
  const change = (update: (r: PlannerRecord) => PlannerRecord) =>
    void updatePlanner(record.id, update).then(onChanged);

  const visible = record.tasks.filter((task) => !task.deleted);
  const tasks = [
    ...PLANNER_TEMPLATES.map((template) => taskState(record, template.key)),
    ...visible.filter((task) => task.title !== null),
  ];
  const doneCount = tasks.filter((task) => task.done).length;

  async function share(by: string) {
    await savePlannerName(by);
    const created = await plannerApi.create(sharedCopyInput(record, by));
    await updatePlanner(record.id, (r) => asShared(r, created, by));
  }

  return (
    <>
      <p className="page-lead">{t('lead')}</p>
      <p className="planner__guide">
        <Link to={pagePath('helpGuide')}>{t('guide')}</Link>
      </p>
      <DatesForm
        dates={record}
        onSave={(dates) => change((r) => changeDates(r, dates, name, Date.now()))}
      />
      <Countdown funeralDate={record.funeralDate} now={now} />
      <div className="planner__heading">
        <h2>{t('tasksHeading')}</h2>
        <p className="planner__progress">
          {t('progress', { done: doneCount, total: tasks.length })}
        </p>
        <PrintButton className="planner__print" />
      </div>
      <TaskList
        tasks={tasks}
        dates={record}
        now={now}
        onChange={(key, taskChange) =>
          change((r) => changeTask(r, key, taskChange, name, Date.now()))
        }
        onDelete={(key) => change((r) => removeTask(r, key, Date.now()))}
      />
      <AddTaskForm
        onAdd={(title) => change((r) => changeTask(r, newTaskKey(), { title }, name, Date.now()))}
      />
      <section className="planner-sharing" aria-labelledby="planner-share-heading">
        <h2 id="planner-share-heading">{t('share.heading')}</h2>
        {record.server ? (
          <SharedLink id={record.server.id} token={record.server.token} />
        ) : (
          <ShareForm savedName={name} onShare={share} />
        )}
        <SyncStatus outcome={sync} />
      </section>
    </>
  );
}

function Countdown({ funeralDate, now }: { funeralDate: string | null; now: number }) {
  const { t } = useTranslation('planner');
  const days = daysUntil(funeralDate, now);
  if (days === null) return null;
  let text: string;
  if (days > 0) text = t('countdown', { count: days });
  else text = days === 0 ? t('today') : t('past');
  return <p className="planner__countdown">{text}</p>;
}

function SyncStatus({ outcome }: { outcome: SyncOutcome | null }) {
  const { t } = useTranslation('planner');
  let text = '';
  if (outcome?.kind === 'synced') text = t('sync.synced');
  else if (outcome?.kind === 'offline') text = t('sync.offline');
  else if (outcome?.kind === 'refused') text = t('sync.refused', { message: outcome.message });
  return (
    <p role="status" className="status-text planner__sync">
      {text}
    </p>
  );
}
