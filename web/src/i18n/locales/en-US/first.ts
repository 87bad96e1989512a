import common from './common';
import shell from './shell';
import errors from './errors';
import auth from './auth';

/** The namespaces the login page needs, fetched first; the rest come with the signed-in app (i18n/index.ts). */
export default { common, shell, errors, auth };
