import { routes } from '../app/routes';
import { afterLogin } from '../app/return-route';

/*
 * The root of the signed-in app's chunk (vite.config.ts): what boot/ takes from it. Everything it
 * imports, with the first signed-in page (the home page and the header's lazy parts), is loaded
 * after the login page (boot/load.ts).
 */
export { PortalApp } from '../app/app';
export { loadAppTexts } from '../i18n/app-texts';

/** Where a login from the login page at `search` continues. */
export const targetAfterLogin = (search: string) => afterLogin(search, routes);
