// every namespace of the language: the app's (app.ts) and those pages load with them (users, access, translations, dictionaries)
import app from './app';
import users from './users';
import access from './access';
import translations from './translations';
import dictionaries from './dictionaries';

export default { ...app, users, access, translations, dictionaries };
