import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { Toaster, TOAST_DURATION_MS } from './toaster';

describe('Toaster (toast defaults)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.dismiss());
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('shows toasts top right, 300 px wide, without a visible limit', () => {
    const { container } = render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 6; i++) toast(`Сообщение ${i}`);
      jest.advanceTimersByTime(0); // sonner renders new toasts on the next tick
    });
    const list = container.querySelector('[data-sonner-toaster]') as HTMLElement;
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'right');
    expect(list.style.getPropertyValue('--width')).toBe('300px');
    const toasts = container.querySelectorAll('[data-sonner-toast]');
    expect(toasts).toHaveLength(6);
    toasts.forEach((item) => expect(item).toHaveAttribute('data-visible', 'true'));
  });

  it('closes a toast clicked anywhere', () => {
    render(<Toaster />);
    act(() => {
      toast('Нажми меня');
      jest.advanceTimersByTime(0);
    });
    fireEvent.click(screen.getByText('Нажми меня'));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Нажми меня')).toBeNull();
  });

  it('removes a toast after 3000 ms', () => {
    render(<Toaster />);
    act(() => void toast('Скоро исчезну'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText('Скоро исчезну')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Скоро исчезну')).toBeNull();
  });
});
