import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { Toaster } from '@/components/providers/toaster';
import { Button } from './button';
import { onFormSubmit, type SubmitOptions, useSubmit } from './use-submit';

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Form({ action, options }: { action: (name: string) => Promise<string>; options: SubmitOptions<string> }) {
  const [submit, pending] = useSubmit(action, options);
  return (
    <form onSubmit={onFormSubmit(() => submit('Аня'))}>
      <Button type="submit" pending={pending}>
        Отправить
      </Button>
    </form>
  );
}

/** Lets the action's promise chain run out, then sonner draw its toasts (it does so on the next tick). */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
  act(() => jest.advanceTimersByTime(0));
}

const button = () => screen.getByRole('button', { name: 'Отправить' });

describe('useSubmit', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => {
      toast.dismiss();
      jest.runOnlyPendingTimers();
    });
    jest.useRealTimers();
  });

  it('is pending while the action runs, then shows the success toast and runs onSuccess', async () => {
    const call = deferred();
    const action = jest.fn<(name: string) => Promise<string>>(() => call.promise);
    const onSuccess = jest.fn();
    render(
      <>
        <Toaster />
        <Form
          action={action}
          options={{ success: (result) => ({ title: `Готово: ${result}`, description: 'Всё в порядке' }), onSuccess }}
        />
      </>,
    );
    expect(button()).toBeEnabled();

    fireEvent.click(button());
    expect(action).toHaveBeenCalledWith('Аня');
    expect(button()).toBeDisabled();

    call.resolve('принято');
    await settle();
    expect(button()).toBeEnabled();
    expect(onSuccess).toHaveBeenCalledWith('принято');
    expect(screen.getByText('Готово: принято')).toBeInTheDocument();
    expect(screen.getByText('Всё в порядке')).toBeInTheDocument();
  });

  it('on failure runs onError and shows the error toast for 6 s', async () => {
    const call = deferred();
    const onError = jest.fn();
    render(
      <>
        <Toaster />
        <Form
          action={() => call.promise}
          options={{ success: 'Готово', onError, error: (e) => (e as Error).message }}
        />
      </>,
    );
    fireEvent.click(button());
    expect(button()).toBeDisabled();

    call.reject(new Error('Сервер недоступен'));
    await settle();
    expect(button()).toBeEnabled();
    expect(onError).toHaveBeenCalledWith(new Error('Сервер недоступен'));
    expect(screen.queryByText('Готово')).toBeNull();
    expect(screen.getByText('Сервер недоступен')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(5000)); // the default 3 s have passed: an error toast stays
    expect(screen.getByText('Сервер недоступен')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    act(() => jest.advanceTimersByTime(500)); // the exit animation
    expect(screen.queryByText('Сервер недоступен')).toBeNull();
  });

  it('a throw in onSuccess is a failure; pendingAfterSuccess keeps the button disabled after success', async () => {
    const { rerender } = render(
      <>
        <Toaster />
        <Form
          action={async () => 'ok'}
          options={{
            onSuccess: () => Promise.reject(new Error('нет сессии')),
            error: { title: 'Не вышло', description: 'Повторите' },
          }}
        />
      </>,
    );
    fireEvent.click(button());
    await settle();
    expect(screen.getByText('Не вышло')).toBeInTheDocument();
    expect(button()).toBeEnabled();

    rerender(
      <>
        <Toaster />
        <Form action={async () => 'ok'} options={{ pendingAfterSuccess: true }} />
      </>,
    );
    fireEvent.click(button());
    await settle();
    expect(button()).toBeDisabled();
  });
});
