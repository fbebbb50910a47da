import { describe, expect, it, jest } from '@jest/globals';
import { clearError, getAppError, showError, subscribeAppError } from './app-error';

describe('application error state', () => {
  it('is set and cleared, telling subscribers', () => {
    const listener = jest.fn();
    const off = subscribeAppError(listener);
    expect(getAppError()).toBeNull();
    showError({ statusCode: 404, message: 'Page not found: /x' });
    expect(getAppError()).toEqual({ statusCode: 404, message: 'Page not found: /x', url: undefined, stack: undefined });
    const go = jest.fn();
    clearError({}, go);
    expect(getAppError()).toBeNull();
    expect(go).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(2);
    off();
  });

  it('turns Errors and messages into 500s', () => {
    expect(showError('boom')).toEqual({ statusCode: 500, message: 'boom' });
    expect(showError(new Error('bad'))).toMatchObject({ statusCode: 500, message: 'bad' });
    expect(showError(Object.assign(new Error('gone'), { statusCode: 410 }))).toMatchObject({ statusCode: 410 });
  });

  it('clearing can redirect', () => {
    showError('boom');
    const go = jest.fn();
    clearError({ redirect: '/' }, go);
    expect(getAppError()).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });
});
