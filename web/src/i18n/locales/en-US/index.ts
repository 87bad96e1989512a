import common from './common';
import shell from './shell';
import errors from './errors';
import auth from './auth';
import users from './users';
import home from './home';

/** The English source every other language mirrors. */
export default { common, shell, errors, auth, users, home };
