import common from './common';
import shell from './shell';
import errors from './errors';
import auth from './auth';
import users from './users';
import home from './home';


export default { common, shell, errors, auth, users, home };
