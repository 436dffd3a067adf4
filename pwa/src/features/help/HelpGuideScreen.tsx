import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HELP_GUIDE_SLUG, type HelpLink } from '#domain/pages/help-pages';
import { withQueries } from '../../lib/QueryProvider';
import { dayOfIso } from '#domain/calendar/day-text';
import { PrintButton } from '../../components/PrintButton';
import { HelpFrame, HelpLinks } from './HelpFrame';

/**
 * /kasulikku/kuidas-kaituda-lahedase-surma-korral: what to do after a death, step by step,
 * numbered through the three time groups; each step with its deadline, text, links and the day
 * its facts were last checked. Prints without the site's frame (help.css).
 */
export const HelpGuideScreen = withQueries(function HelpGuideScreen() {
  const { t } = useTranslation('help');
  return (
    <HelpFrame slug={HELP_GUIDE_SLUG} kind="guide" className="help-guide">
      {(content) => {
        // the steps are numbered through the groups: each group's list starts where the last ended
        const starts = content.groups.map((_, i) =>
          content.groups.slice(0, i).reduce((sum, group) => sum + group.steps.length, 1),
        );
        return (
          <>
            <p className="help-page__actions">
              <PrintButton />
            </p>
            {content.groups.map((group, i) => (
              <section key={group.heading} className="help-guide__group">
                <h2>{group.heading}</h2>
                <ol className="help-guide__steps" start={starts[i]}>
                  {group.steps.map((step) => (
                    <li key={step.title} className="help-guide__step">
                      <h3>{step.title}</h3>
                      <p className="help-guide__deadline">
                        <span className="help-guide__label">{t('deadline')}:</span> {step.deadline}
                      </p>
                      {/* sanitised with an allow-list when the page was saved */}
                      <div
                        className="help-guide__body"
                        dangerouslySetInnerHTML={{ __html: step.html }}
                      />
                      {step.links.length > 0 ? (
                        <ul className="help-guide__links">
                          {step.links.map((link) => (
                            <li key={link.href}>
                              <StepLink link={link} />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      <p className="help-guide__checked">
                        {t('checked', { date: dayOfIso(step.checkedAt) })}
                      </p>
                    </li>
                  ))}
                </ol>
              </section>
            ))}
            <HelpLinks except={HELP_GUIDE_SLUG} />
          </>
        );
      }}
    </HelpFrame>
  );
});

/** A step's link: a page of the site in the app, any other address in a new tab. */
function StepLink({ link }: { link: HelpLink }) {
  const { t } = useTranslation('help');
  if (link.href.startsWith('/')) return <Link to={link.href}>{link.label}</Link>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className="help-guide__external">
      {link.label}
      <span className="visually-hidden"> {t('newTab')}</span>
      <span className="help-guide__url"> ({link.href})</span>
    </a>
  );
}
