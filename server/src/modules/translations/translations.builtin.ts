import { ERRORS, FALLBACK_LANGUAGE, LANGUAGES, SERVER_MESSAGES_NAMESPACE, type Language } from '@portal/contract';
// The web's locale modules are plain data: the server reads the same files the web is built from
// (decision 039), so there is one source of the built-in texts and nothing generated to go stale.
import { resources } from '../../../../web/src/i18n/resources.js';

/** One text the portal shows, with its built-in wording in each language ('' when it has none). */
export interface BuiltInText {
  key: string;
  namespace: string;
  texts: Record<Language, string>;
  /** The placeholders an override must keep, sorted (`{{count}}` in the web, `{max}` in messages). */
  placeholders: string[];
}

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix: string, out: Map<string, string>) {
  for (const [name, value] of Object.entries(tree)) {
    const path = `${prefix}.${name}`;
    if (typeof value === 'string') out.set(path, value);
    else leaves(value, path, out);
  }
  return out;
}

const WEB_PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const MESSAGE_PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders of a text in the key's style, sorted, each once. */
export function placeholdersOf(namespace: string, text: string): string[] {
  const re = namespace === SERVER_MESSAGES_NAMESPACE ? MESSAGE_PLACEHOLDER : WEB_PLACEHOLDER;
  return [...new Set([...text.matchAll(re)].map((m) => m[1]))].sort();
}

/** How a placeholder is written in the key's style, to name it in a refusal. */
export const spellPlaceholder = (namespace: string, name: string) => (namespace === SERVER_MESSAGES_NAMESPACE ? `{${name}}` : `{{${name}}}`);

function build(): BuiltInText[] {
  const perLanguage = Object.fromEntries(LANGUAGES.map((language) => {
    const flat = new Map<string, string>();
    for (const [namespace, tree] of Object.entries(resources[language] as unknown as Record<string, Tree>)) leaves(tree, namespace, flat);
    return [language, flat];
  })) as Record<Language, Map<string, string>>;
  const out: BuiltInText[] = [];
  for (const [key, source] of perLanguage[FALLBACK_LANGUAGE]) {
    const namespace = key.slice(0, key.indexOf('.'));
    const texts = Object.fromEntries(LANGUAGES.map((l) => [l, perLanguage[l].get(key) ?? ''])) as Record<Language, string>;
    out.push({ key, namespace, texts, placeholders: placeholdersOf(namespace, source) });
  }
  for (const [name, def] of Object.entries(ERRORS)) {
    const texts = { ...def.message } as Record<Language, string>;
    // a refusal that says nothing on purpose (SILENT) has no text to translate
    if (!texts[FALLBACK_LANGUAGE]) continue;
    out.push({ key: `${SERVER_MESSAGES_NAMESPACE}.${name}`, namespace: SERVER_MESSAGES_NAMESPACE, texts, placeholders: placeholdersOf(SERVER_MESSAGES_NAMESPACE, texts[FALLBACK_LANGUAGE]) });
  }
  return out;
}

/** Every built-in text, web namespaces in the web's order, then the server's messages. */
export const BUILT_IN: readonly BuiltInText[] = build();
export const BUILT_IN_BY_KEY: ReadonlyMap<string, BuiltInText> = new Map(BUILT_IN.map((t) => [t.key, t]));
export const NAMESPACES: readonly string[] = [...new Set(BUILT_IN.map((t) => t.namespace))];
