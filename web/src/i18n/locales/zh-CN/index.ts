// every namespace of the language: the app's (app.ts) and those pages load with them (users, access, translations, dictionaries, performance, vip, logs)
import app from './app';
import users from './users';
import access from './access';
import translations from './translations';
import dictionaries from './dictionaries';
import performance from './performance';
import logs from './logs';
import vip from './vip';

export default { ...app, users, access, translations, dictionaries, vip, logs, performance };
