import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, loadAdminTexts } from '../i18n/i18n';

// A whole app renders per test; on a busy 2-core CI machine the default 1 s for findBy* is too tight.
configure({ asyncUtilTimeout: 5000 });

// The admin screens' texts are a lazy chunk in the app (loaded by their routes); tests render those screens
// directly.
await loadAdminTexts();

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage('nl');
});
