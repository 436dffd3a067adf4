import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewReady } from '../../lib/view-ready';
import { StepIndicator } from './StepIndicator';
import type { WizardStep } from './steps';
import './wizard.css';

/**
 * The page around every step: the heading, the step indicator and the step. A new step moves
 * the focus to its heading (the page itself stays, so the layout does not move it).
 */
export function WizardFrame({
  editing = false,
  steps,
  current,
  children,
}: {
  editing?: boolean;
  steps: readonly WizardStep[];
  current: WizardStep | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('wizard');
  useViewReady(true);
  return (
    <div className="container page wizard">
      <h1>{t(editing ? 'heading.edit' : 'heading.add')}</h1>
      {current ? <StepIndicator steps={steps} current={current} /> : null}
      {children}
    </div>
  );
}

/** Whether a step was shown before in this page load (then a new one takes the focus). */
let stepShown = false;

/**
 * A step's heading, focused when the step opens: the button that led here is gone, and a
 * screen reader should start at the new step. Not on the app's first view, which starts at
 * the top like any page.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (stepShown) ref.current?.focus();
    stepShown = true;
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="wizard-step__heading">
      {children}
    </h2>
  );
}
