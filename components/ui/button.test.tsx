import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Button } from './button';

describe('Button', () => {
  it('is a primary type="button" by default, with the caller’s class and props', () => {
    const onClick = jest.fn();
    render(
      <Button className="wide" data-testid="b" aria-label="Сохранить данные" onClick={onClick}>
        Сохранить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Сохранить данные' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button', 'primary', 'wide');
    expect(button).toHaveAttribute('data-testid', 'b');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes its variant and type, and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" variant="link">
        Войти
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('link');
    expect(button).not.toHaveClass('primary');
    expect(ref.current).toBe(button);
  });

  it('is disabled and marked while pending, and clicks do nothing', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button pending onClick={onClick}>
        В корзину
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'В корзину' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-pending');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>В корзину</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('data-pending');

    rerender(<Button disabled>В корзину</Button>);
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('data-pending');
  });
});
