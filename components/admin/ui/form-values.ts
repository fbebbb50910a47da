// Reading the back office's form fields into request values.

/** A number field: empty means «not set» (null); spaces as thousands separators are allowed. */
export const numberOrNull = (value: FormDataEntryValue | null) =>
  value === null || String(value).trim() === '' ? null : Number(String(value).replace(/\s/g, ''));

/** A form's onSubmit: the browser's own submission stays off; `handle` reads the fields (and may reset the form). */
export const withFormData =
  (handle: (data: FormData, form: HTMLFormElement) => unknown) => (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void handle(new FormData(event.currentTarget), event.currentTarget);
  };
