import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { uiBridge } from '../api/ui-bridge';
import { LOGIN_PATH, routes } from './routes';
import { loginFor } from './return-route';

/** Hands antd's context-aware notices and the router's navigate to non-React code (http client). */
export function UiBridge() {
  const { message, notification, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  uiBridge.message = message;
  uiBridge.notification = notification;
  uiBridge.modal = modal;
  // a session that ended under a page (401, licence) comes back to that page after the next login
  const here = `${location.pathname}${location.search}`;
  uiBridge.navigate = (to) => navigate(to === LOGIN_PATH ? loginFor(here, routes) : to, { replace: true });
  return null;
}
