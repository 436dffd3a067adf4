import { useTranslation } from 'react-i18next';
import type { WizardStep } from './steps';

/**
 * Where the user is: an ordered list of the steps, the current one marked with aria-current.
 * Steps before it are done, the ones after it still to come (said in words, not only colour).
 */
export function StepIndicator({
  steps,
  current,
}: {
  steps: readonly WizardStep[];
  current: WizardStep;
}) {
  const { t } = useTranslation('wizard');
  const at = steps.indexOf(current);
  return (
    <nav className="wizard-steps" aria-label={t('steps.label')}>
      <ol className="wizard-steps__list">
        {steps.map((step, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`wizard-steps__item is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-steps__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="wizard-steps__name">{t(`steps.${step}`)}</span>
              {state === 'done' ? <span className="visually-hidden">{t('steps.done')}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
