import { App } from 'antd';
import { useNavigate } from 'react-router';
import { uiBridge } from '../api/ui-bridge';

/** Hands antd's context-aware notices and the router's navigate to non-React code (http client). */
export function UiBridge() {
  const { message, notification, modal } = App.useApp();
  const navigate = useNavigate();
  uiBridge.message = message;
  uiBridge.notification = notification;
  uiBridge.modal = modal;
  uiBridge.navigate = (to) => navigate(to, { replace: true });
  return null;
}
