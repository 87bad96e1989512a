import common from './common.json';
import shell from './shell.json';
import errors from './errors.json';
import auth from './auth.json';

/** The namespaces the login page needs, fetched first; the rest come with the signed-in app (i18n/index.ts). */
export default { common, shell, errors, auth };
