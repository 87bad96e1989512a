import { LANGUAGES, type ClickObjectType, type Language } from '@portal/contract';
import { byLanguage, sixWords } from '../../platform/words.js';
import WORDS from './logs.export-words.json';

/*
 * The words of the log exports (exportAuthLogExcel, exportLogExcel, log/derive) in each language:
 * logs.export-words.json, a row per heading with its six languages side by side, in the sheet's
 * column order.
 */

const LOGIN = sixWords(WORDS.login);

const OPERATION = sixWords(WORDS.operation);

const CLICK = sixWords(WORDS.click);

const TYPES = byLanguage<ClickObjectType>(sixWords(WORDS.types));

const SHEET = byLanguage(sixWords(WORDS.sheet));

type LoginColumn = keyof typeof LOGIN;
type OperationColumn = keyof typeof OPERATION;
type ClickColumn = keyof typeof CLICK;

export const LOGIN_COLUMNS = Object.keys(LOGIN) as LoginColumn[];
export const OPERATION_COLUMNS = Object.keys(OPERATION) as OperationColumn[];
export const CLICK_COLUMNS = Object.keys(CLICK) as ClickColumn[];

export interface LogSheetWords {
  loginSheet: string;
  operationSheet: string;
  clickSheet: string;
  success: string;
  failure: string;
  login: Record<LoginColumn, string>;
  operation: Record<OperationColumn, string>;
  click: Record<ClickColumn, string>;
  types: Record<ClickObjectType, string>;
}

const login = byLanguage(LOGIN);
const operation = byLanguage(OPERATION);
const click = byLanguage(CLICK);
export const LOG_SHEET_WORDS = Object.fromEntries(LANGUAGES.map((lang) => [lang, {
  ...SHEET[lang], login: login[lang], operation: operation[lang], click: click[lang], types: TYPES[lang],
}])) as Record<Language, LogSheetWords>;
