/**
 * The planner's checklist: each task a real checkbox with its label, its due day and which
 * date it counts from, what to do (and the site's page that does it), a labelled note, and who
 * changed it last. Notes are saved as they are typed (a short pause) and when left.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  daysUntil,
  dueDay,
  PLANNER_LIMITS,
  plannerTemplate,
  type PlannerDates,
  type PlannerTemplate,
} from '#domain/rules/planner';
import { formatDay } from '#domain/calendar/dates';
import { formatClock } from '#domain/calendar/day-time';
import type { LocalPlannerTask } from '../../lib/offline-db';
import type { TaskChange } from './model';

export interface TaskListProps {
  tasks: LocalPlannerTask[];
  dates: PlannerDates;
  now: number;
  onChange: (key: string, change: TaskChange) => void;
  onDelete: (key: string) => void;
}

export function TaskList({ tasks, dates, now, onChange, onDelete }: TaskListProps) {
  return (
    <ul className="planner-tasks">
      {tasks.map((task) => (
        <TaskItem
          key={task.key}
          task={task}
          dates={dates}
          now={now}
          onChange={(change) => onChange(task.key, change)}
          onDelete={() => onDelete(task.key)}
        />
      ))}
    </ul>
  );
}

interface TaskItemProps {
  task: LocalPlannerTask;
  dates: PlannerDates;
  now: number;
  onChange: (change: TaskChange) => void;
  onDelete: () => void;
}

function TaskItem({ task, dates, now, onChange, onDelete }: TaskItemProps) {
  const { t } = useTranslation('planner');
  const id = useId();
  const template = plannerTemplate(task.key);
  const title = template ? t(`tasks.${task.key}.title`) : (task.title ?? '');
  const changedAt = Date.parse(task.changedAt);
  // ticked at once; the stored state (this device's write, or another person's) follows
  const [done, setDone] = useState(task.done);
  const [storedDone, setStoredDone] = useState(task.done);
  if (storedDone !== task.done) {
    setStoredDone(task.done);
    setDone(task.done);
  }
  return (
    <li className={done ? 'planner-task is-done' : 'planner-task'}>
      <div className="planner-task__head">
        <input
          id={`${id}-done`}
          type="checkbox"
          className="planner-task__check"
          checked={done}
          onChange={(e) => {
            setDone(e.target.checked);
            onChange({ done: e.target.checked });
          }}
        />
        <label htmlFor={`${id}-done`} className="planner-task__title">
          {title}
        </label>
      </div>
      {template ? <TaskDue template={template} dates={dates} now={now} done={done} /> : null}
      {template ? (
        <p className="planner-task__hint">
          {t(`tasks.${task.key}.hint`)}{' '}
          {template.link ? (
            <Link to={template.link} className="planner-task__link">
              {t(`tasks.${task.key}.link`)}
            </Link>
          ) : null}
        </p>
      ) : null}
      <NoteField
        id={`${id}-note`}
        title={title}
        note={task.note}
        onSave={(note) => onChange({ note })}
      />
      {task.note ? <p className="planner-task__print-note">{task.note}</p> : null}
      <p className="planner-task__meta">
        {task.by ? (
          <span>
            {t('changedBy', {
              name: task.by,
              day: formatDay(changedAt),
              time: formatClock(changedAt),
            })}
          </span>
        ) : null}
        {task.pending ? <span className="planner-task__pending"> ({t('notSent')})</span> : null}
        {template ? null : (
          <button type="button" className="link-button planner-task__delete" onClick={onDelete}>
            {t('deleteTask')}
            <span className="visually-hidden">: {title}</span>
          </button>
        )}
      </p>
    </li>
  );
}

/** "Tähtaeg 28.11.2026 · 1 päev pärast surma", or which date it waits for */
function TaskDue({
  template,
  dates,
  now,
  done,
}: {
  template: PlannerTemplate;
  dates: PlannerDates;
  now: number;
  done: boolean;
}) {
  const { t } = useTranslation('planner');
  const day = dueDay(template, dates);
  if (day === null) {
    return (
      <p className="planner-task__due">
        {t(template.from === 'death' ? 'needsDeath' : 'needsFuneral')}
      </p>
    );
  }
  let relation: string;
  if (template.from === 'death') relation = t('afterDeath', { count: template.days });
  else if (template.days === 0) relation = t('onFuneralDay');
  else relation = t('beforeFuneral', { count: -template.days });
  const overdue = !done && (daysUntil(day, now) ?? 0) < 0;
  return (
    <p className={overdue ? 'planner-task__due is-overdue' : 'planner-task__due'}>
      <strong>{t('due', { day })}</strong> · {relation}
      {overdue ? ` · ${t('overdue')}` : null}
    </p>
  );
}

const NOTE_DELAY_MS = 500;

/** The task's note: kept as typed, saved after a pause or when left; another's change shows when not typing */
function NoteField({
  id,
  title,
  note,
  onSave,
}: {
  id: string;
  title: string;
  note: string;
  onSave: (note: string) => void;
}) {
  const { t } = useTranslation('planner');
  const [text, setText] = useState(note);
  const editing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!editing.current) setText(note);
  }, [note]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  function save(value: string) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (value !== note) onSave(value);
  }

  return (
    <div className="field planner-task__note">
      <label htmlFor={id}>{t('note')}</label>
      {/* the visible label repeats on every task: the name says whose note it is */}
      <textarea
        id={id}
        aria-label={`${t('note')}: ${title}`}
        className="textarea"
        rows={2}
        maxLength={PLANNER_LIMITS.noteMax}
        value={text}
        onFocus={() => (editing.current = true)}
        onChange={(e) => {
          const value = e.target.value;
          setText(value);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => save(value), NOTE_DELAY_MS);
        }}
        onBlur={() => {
          editing.current = false;
          save(text);
        }}
      />
    </div>
  );
}
