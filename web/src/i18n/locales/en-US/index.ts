// every namespace of the language: the app's (app.ts) and those pages load with them (users)
import app from './app';
import users from './users';

/** The English source every other language mirrors. */
export default { ...app, users };
