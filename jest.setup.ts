// Runs before each jsdom test file: Testing Library's DOM matchers (toBeInTheDocument, toHaveTextContent, …)
// on the `expect` that tests import from '@jest/globals'.
import '@testing-library/jest-dom/jest-globals';
import { afterEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());
