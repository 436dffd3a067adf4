import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { registerInput } from '#domain/inputs/auth';
import { CheckboxField, TextField } from './fields';
import { useSchemaForm } from './schema-form';

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'et',
  resources: {
    et: {
      auth: {
        validation: { tooShort: 'Peab olema vähemalt {{minimum}} märki.', invalid: 'Vigane.' },
        fieldValidation: { email: { invalid: 'Sisesta e-post.' } },
      },
    },
  },
  initAsync: false,
});

/** A register form with the given problems already on it, rendered once. */
function render(
  problems: Record<string, { type: string; message: string }>,
  fields: (form: ReturnType<typeof useRegisterForm>) => ReactNode,
): string {
  function Form() {
    const form = useRegisterForm();
    for (const [name, error] of Object.entries(problems)) {
      form.setError(name as 'name', error);
    }
    return <>{fields(form)}</>;
  }
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Form />
    </I18nextProvider>,
  );
}

function useRegisterForm() {
  return useSchemaForm(registerInput, {
    texts: 'auth',
    defaultValues: { name: '', email: '', password: '' },
  });
}

describe('the form kit’s fields', () => {
  it('tie label, hint and control together, with no error yet', () => {
    const html = render({}, (form) => (
      <TextField form={form} name="name" label="Nimi" hint="Ees- ja perekonnanimi" required />
    ));
    const id = /<label for="([^"]+)"/.exec(html)?.[1];
    expect(html).toBe(
      `<div class="field"><label for="${id}">Nimi<span class="required-mark" aria-hidden="true">*</span></label>` +
        `<input id="${id}" aria-describedby="${id}-hint" aria-required="true" class="input" name="name"/>` +
        `<p id="${id}-hint" class="hint">Ees- ja perekonnanimi</p></div>`,
    );
  });

  it('say a schema issue in the form’s texts, with the limit the schema has', () => {
    const html = render({ name: { type: 'too_small', message: 'tooShort' } }, (form) => (
      <TextField form={form} name="name" label="Nimi" />
    ));
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('class="field-error">Peab olema vähemalt 2 märki.</p>');
  });

  it('prefer a field’s own text, and show the server’s words as they are', () => {
    const html = render(
      {
        email: { type: 'custom', message: 'somethingOdd' },
        password: { type: 'server', message: 'See parool on liiga levinud.' },
      },
      (form) => (
        <>
          <TextField form={form} name="email" label="E-post" />
          <TextField form={form} name="password" label="Parool" />
        </>
      ),
    );
    expect(html).toContain('>Sisesta e-post.</p>');
    expect(html).toContain('>See parool on liiga levinud.</p>');
  });

  it('give a checkbox its message, described by it', () => {
    const html = render({ name: { type: 'custom', message: 'invalid' } }, (form) => (
      <CheckboxField form={form} name="name" required>
        Nõustun
      </CheckboxField>
    ));
    const id = /<label class="checkbox" for="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(
      `<input id="${id}" type="checkbox" aria-required="true" aria-invalid="true" aria-describedby="${id}-error"`,
    );
    expect(html).toContain(`<p id="${id}-error" class="field-error">Vigane.</p>`);
  });
});
