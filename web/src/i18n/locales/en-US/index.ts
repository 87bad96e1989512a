// every namespace of the language: the app's (app.ts) and those pages load with them (users, access, translations, dictionaries, performance, vip, logs)
import app from './app';
import users from './users.json';
import access from './access.json';
import translations from './translations.json';
import dictionaries from './dictionaries.json';
import performance from './performance.json';
import logs from './logs.json';
import vip from './vip.json';

/** The English source every other language mirrors. */
export default { ...app, users, access, translations, dictionaries, vip, logs, performance };
