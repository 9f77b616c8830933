import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../i18n/i18n';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage('nl');
});
