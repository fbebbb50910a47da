import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Field, SelectField, TextField } from './field';

describe('Field', () => {
  it('labels its control; no error, no invalid mark', () => {
    render(<TextField label="Email" className="field" name="email" type="email" defaultValue="" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an error marks the control invalid and describes it', () => {
    render(
      <Field label="Вопрос" id="q" error="Слишком коротко" errorClassName="err" errorTestId="error-q">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const textarea = screen.getByRole('textbox');
    expect(textarea).toHaveAttribute('id', 'q');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Слишком коротко');
    const message = screen.getByRole('alert');
    expect(message).toHaveAttribute('id', 'q-error');
    expect(message).toHaveClass('err');
    expect(message).toHaveAttribute('data-testid', 'error-q');
  });

  it('a hint describes the control beside the error', () => {
    render(<SelectField label="Статус" id="s" hint="Пусто — все" error="Нет такого" defaultValue="" />);
    const select = screen.getByRole('combobox');
    expect(select).toHaveAttribute('aria-describedby', 's-hint s-error');
    expect(select).toHaveAccessibleDescription('Пусто — все Нет такого');
  });
});
