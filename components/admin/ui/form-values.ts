// Reading the back office's form fields into request values.

/** A number field: empty means «not set» (null); spaces as thousands separators are allowed. */
export const numberOrNull = (value: FormDataEntryValue | null) =>
  value === null || String(value).trim() === '' ? null : Number(String(value).replace(/\s/g, ''));
