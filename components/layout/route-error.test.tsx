import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { RouteError } from './route-error';

describe('RouteError', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the error screen for an ordinary error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouteError error={new Error('Что-то сломалось')} reset={() => {}} />);
    expect(screen.getByTestId('error-screen')).toHaveTextContent('Что-то сломалось');
  });

  it('hands a chunk-load failure to the chunk recovery (an error event on window) and draws nothing itself', () => {
    // The recovery listens on window; jsdom would report the event as an uncaught error, so it is caught here.
    const dispatched = jest.spyOn(window, 'dispatchEvent').mockImplementation(() => true);
    const failure = new Error('Failed to load chunk /_next/static/chunks/abc.js from module 64893');
    const { container } = render(<RouteError error={failure} reset={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByTestId('error-screen')).toBeNull();
    const events = dispatched.mock.calls.map(([event]) => event).filter((event) => event.type === 'error');
    expect(events).toHaveLength(1);
    expect((events[0] as ErrorEvent).error).toBe(failure);
  });
});
