import type { Language } from './languages.js';

/** A message in each of the six languages. */
export type Messages = Record<Language, string>;
export interface ErrorDef {
  /** Business code in the envelope (spec §8). */
  code: number;
  /** HTTP status the server answers with; 200 for business refusals. */
  http: number;
  message: Messages;
}
