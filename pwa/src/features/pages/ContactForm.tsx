import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, contactInput } from '#domain/inputs/contact';
import { FormSuccess } from '../../components/actions';
import { TextAreaField, TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/schema-form';
import { useSending } from '../../components/form/use-sending';
import { client, unwrap } from '../../lib/api';

const EMPTY = { name: '', email: '', message: '', website: '' };

/**
 * The contact form on /kontakt (POST /api/contact): name, e-mail and message, and a honeypot
 * people never see. On an error what was typed stays; once sent the form empties and thanks.
 * Its own chunk: privacy and terms do not load the form kit.
 */
export default function ContactForm() {
  const { t } = useTranslation('pages');
  const id = useId();
  const counterId = useId();
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(contactInput, { texts: 'pages', defaultValues: EMPTY });
  const sending = useSending(form, async (values) => {
    setSent(null);
    await unwrap(client.api.contact.$post({ json: values }));
    form.reset(EMPTY);
    setSent(t('contactForm.sent'));
  });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const max = CONTACT_LIMITS.messageMax;

  return (
    <section className="contact-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('contactForm.heading')}</h2>
      <p>{t('contactForm.lead')}</p>
      <form onSubmit={sending.submit} noValidate>
        <FormSuccess message={sent} />
        {sending.failure ? (
          <p className="alert" role="alert">
            {sending.failure}
          </p>
        ) : null}
        <TextField
          form={form}
          name="name"
          label={t('contactForm.name')}
          required
          input={{ autoComplete: 'name' }}
        />
        <TextField
          form={form}
          name="email"
          label={t('contactForm.email')}
          hint={t('contactForm.emailHint')}
          required
          input={{ type: 'email', autoComplete: 'email', spellCheck: false }}
        />
        <TextAreaField
          form={form}
          name="message"
          label={t('contactForm.message')}
          required
          textarea={{ rows: 8 }}
          describedBy={counterId}
          after={
            <p
              id={counterId}
              className={
                message.length > max ? 'contact-form__counter is-over' : 'contact-form__counter'
              }
            >
              <span aria-hidden="true">
                {t('contactForm.counter', { count: message.length, max })}
              </span>
              <span className="visually-hidden">
                {t('contactForm.counterLabel', { count: message.length, max })}
              </span>
            </p>
          }
        />
        {/* the honeypot: out of sight and out of the tab order; only a bot fills it */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t('contactForm.website')}</label>
          <input
            id={`${id}-website`}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...form.register('website')}
          />
        </div>
        <button
          type="submit"
          className={form.formState.isSubmitting ? 'button is-busy' : 'button'}
          aria-disabled={form.formState.isSubmitting || undefined}
        >
          {t('contactForm.submit')}
        </button>
      </form>
    </section>
  );
}
