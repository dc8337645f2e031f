import access from '../locales/en/access.json' with { type: 'json' };
import common from '../locales/en/common.json' with { type: 'json' };
import documents from '../locales/en/documents.json' with { type: 'json' };
import emails from '../locales/en/emails.json' with { type: 'json' };
import home from '../locales/en/home.json' with { type: 'json' };
import signature from '../locales/en/signature.json' with { type: 'json' };
import superfund from '../locales/en/super.json' with { type: 'json' };
import tax from '../locales/en/tax.json' with { type: 'json' };
import validation from '../locales/en/validation.json' with { type: 'json' };
import wizard from '../locales/en/wizard.json' with { type: 'json' };

/**
 * The English messages, by namespace: bundled with the client (English never waits) and the
 * shape every other language must match (tests/unit/locales.test.ts). A namespace is one area of
 * the hire's journey, so that people translating or changing one area touch one file per language.
 * Messages are ICU MessageFormat ('{name}', '{count, plural, one {# day} other {# days}}').
 */
export const EN_RESOURCES = {
  common,
  home,
  wizard,
  documents,
  tax,
  super: superfund,
  access,
  validation,
  signature,
  emails,
} as const;

export type Namespace = keyof typeof EN_RESOURCES;
export const NAMESPACES = Object.keys(EN_RESOURCES) as Namespace[];
