import { type FormEvent, type ReactNode, useId } from 'react';

/**
 * An admin list's search form: one labelled search field (and any further filters as
 * children); `onSearch` gets the form's data.
 */
export function AdminSearch({
  label,
  button,
  q,
  maxLength = 100,
  onSearch,
  children,
}: {
  label: string;
  button: string;
  /** The current search, shown in the field */
  q: string;
  maxLength?: number;
  onSearch: (form: FormData) => void;
  children?: ReactNode;
}) {
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(new FormData(event.currentTarget));
  }
  return (
    <form className="admin-search" role="search" onSubmit={submit}>
      <div className="field admin-search__field">
        <label htmlFor={id}>{label}</label>
        <input
          key={q}
          id={id}
          className="input"
          type="search"
          name="q"
          autoComplete="off"
          maxLength={maxLength}
          defaultValue={q}
        />
      </div>
      {children}
      <button type="submit" className="button">
        {button}
      </button>
    </form>
  );
}
