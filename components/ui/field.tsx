'use client';

import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from 'react';

/** What a field's control needs to be tied to its error message. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type ControlRender = (control: FieldControlProps) => ReactNode;

export type FieldProps = {
  label: ReactNode;
  /** The message under the control; the control is marked invalid and described by it while there is one. */
  error?: string | null;
  /** A note under the control (what to type, what an empty value means); it describes the control too. */
  hint?: ReactNode;
  /** The control's id (a generated one by default); the message's id is `<id>-error`. */
  id?: string;
  /** The label's class: the form's own field layout. */
  className?: string;
  errorClassName?: string;
  hintClassName?: string;
  errorTestId?: string;
};

/**
 * A labelled form control with its error message underneath. The label wraps the control, so clicking the text
 * focuses it; the message is announced when it appears and is the control's description.
 */
export function Field({
  label,
  error,
  hint,
  id,
  className,
  errorClassName,
  hintClassName,
  errorTestId,
  children,
}: FieldProps & { children: ControlRender }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <label className={className}>
      <span>{label}</span>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} className={hintClassName}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={errorClassName} role="alert" data-testid={errorTestId}>
          {error}
        </span>
      )}
    </label>
  );
}

/** Splits a field's props into the Field's own and the control's. */
function splitFieldProps<P extends FieldProps>(props: P) {
  const { label, error, hint, id, className, errorClassName, hintClassName, errorTestId, ...control } = props;
  return [{ label, error, hint, id, className, errorClassName, hintClassName, errorTestId }, control] as const;
}

/** A Field holding a plain <input>; `onValue` gets the new text on each change; every other prop goes to the input. */
export function TextField({
  onValue,
  ...props
}: FieldProps & ComponentProps<'input'> & { onValue?: (value: string) => void }) {
  const [field, input] = splitFieldProps(props);
  const onChange = onValue ? (event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value) : input.onChange;
  return <Field {...field}>{(control) => <input {...input} onChange={onChange} {...control} />}</Field>;
}

/** A TextField for an email address (its type, name and autofill set); labelled «Email» unless told otherwise. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'> & { label?: ReactNode }) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" {...props} />;
}

/** A Field holding a <select> of the given options; every other prop goes to the select. */
export function SelectField({ children, ...props }: FieldProps & ComponentProps<'select'>) {
  const [field, select] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...select} {...control}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A Field holding a <textarea>; every other prop goes to the textarea. */
export function TextareaField(props: FieldProps & ComponentProps<'textarea'>) {
  const [field, textarea] = splitFieldProps(props);
  return <Field {...field}>{(control) => <textarea {...textarea} {...control} />}</Field>;
}
