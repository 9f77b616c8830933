import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, loadAdminTexts } from '../i18n/i18n';
import { clearAccessToken } from '../lib/api/access-token';
import { applyDateFormat } from '../lib/dates/format-date';

// A whole app renders per test; on a busy 2-core machine (issue 19: load average 15 while the suite ran) the
// default 1 s for findBy* is too tight, and so was 5 s.
configure({ asyncUtilTimeout: 15_000 });

// The admin screens' texts are a lazy chunk in the app (loaded by their routes); tests render those screens
// directly.
await loadAdminTexts();

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearAccessToken();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage('nl');
  applyDateFormat(undefined);
});
