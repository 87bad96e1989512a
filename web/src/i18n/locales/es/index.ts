// every namespace of the language: the app's (app.ts) and those pages load with them (users)
import app from './app';
import users from './users';

export default { ...app, users };
