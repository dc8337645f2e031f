import 'i18next';
import type { EN_RESOURCES } from '../shared/i18n/resources';

// Typed keys (decision 110): t('a.key') that English does not have fails the typecheck, so no
// hire-facing message can be used without a key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof EN_RESOURCES;
    returnNull: false;
  }
}
