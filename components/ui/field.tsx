'use client';

import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from 'react';

/** What a field's control needs to be tied to its error message. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type ControlRender = (control: FieldControlProps) => ReactNode;

export type FieldProps = {
  label: ReactNode;
  /** The message under the control; the control is marked invalid and described by it while there is one. */
  error?: string | null;
  /** The control's id (a generated one by default); the message's id is `<id>-error`. */
  id?: string;
  /** The label's class: the form's own field layout. */
  className?: string;
  errorClassName?: string;
  errorTestId?: string;
};

/**
 * A labelled form control with its error message underneath. The label wraps the control, so clicking the text
 * focuses it; the message is announced when it appears and is the control's description.
 */
export function Field({
  label,
  error,
  id,
  className,
  errorClassName,
  errorTestId,
  children,
}: FieldProps & { children: ControlRender }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return (
    <label className={className}>
      <span>{label}</span>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <span id={errorId} className={errorClassName} role="alert" data-testid={errorTestId}>
          {error}
        </span>
      )}
    </label>
  );
}

/** A Field holding a plain <input>; `onValue` gets the new text on each change; every other prop goes to the input. */
export function TextField({
  onValue,
  ...props
}: FieldProps & ComponentProps<'input'> & { onValue?: (value: string) => void }) {
  const { label, error, id, className, errorClassName, errorTestId, ...input } = props;
  const onChange = onValue ? (event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value) : input.onChange;
  return (
    <Field
      label={label}
      error={error}
      id={id}
      className={className}
      errorClassName={errorClassName}
      errorTestId={errorTestId}
    >
      {(control) => <input {...input} onChange={onChange} {...control} />}
    </Field>
  );
}
