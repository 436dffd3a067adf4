import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONDOLENCE_SAMPLES_SLUG, type CondolenceGroup } from '#domain/pages/help-pages';
import { withQueries } from '../../lib/QueryProvider';
import { prefillPath } from '../../shared/notice/prefill';
import { HelpFrame, HelpLinks } from './HelpFrame';

/** "phrase — why" as its two parts (a phrase without a why keeps it whole). */
const splitWhy = (text: string) => {
  const at = text.indexOf(' — ');
  return at < 0
    ? { phrase: text, why: '' }
    : { phrase: text.slice(0, at), why: text.slice(at + 3) };
};

/**
 * /kasulikku/kaastundeavalduse-naidis: condolence samples by relationship (family, friend,
 * colleague, neighbour), each with "Kasuta seda", which starts a condolence with its words, and
 * the phrases to use and to avoid.
 */
export const CondolenceSamplesScreen = withQueries(function CondolenceSamplesScreen() {
  return (
    <HelpFrame slug={CONDOLENCE_SAMPLES_SLUG} kind="condolence" className="condolence-samples">
      {(content) => (
        <>
          {content.groups.map((group) => (
            <Relationship key={group.relationship} group={group} />
          ))}
          <HelpLinks except={CONDOLENCE_SAMPLES_SLUG} />
        </>
      )}
    </HelpFrame>
  );
});

function Relationship({ group }: { group: CondolenceGroup }) {
  const { t } = useTranslation('help');
  const headingId = `condolence-${group.relationship}`;
  return (
    <section className="condolence-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.label}</h2>
      <h3>{t('condolences.samples')}</h3>
      <ul className="condolence-group__samples">
        {group.samples.map((sample) => (
          <li key={sample} className="condolence-sample">
            <blockquote>{sample}</blockquote>
            <Link
              className="button button--quiet"
              to={prefillPath({ type: 2, text: sample })}
              aria-label={t('condolences.useThisLabel', { start: sample.slice(0, 60) })}
            >
              {t('condolences.useThis')}
            </Link>
          </li>
        ))}
      </ul>
      <div className="condolence-group__phrases">
        <div>
          <h3>{t('condolences.use')}</h3>
          <ul>
            {group.use.map((phrase) => (
              <li key={phrase}>{phrase}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{t('condolences.avoid')}</h3>
          <ul>
            {group.avoid.map(splitWhy).map(({ phrase, why }) => (
              <li key={phrase}>
                <q>{phrase}</q>
                {why ? ` — ${why}` : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
