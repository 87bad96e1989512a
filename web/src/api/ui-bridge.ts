import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/**
 * The http client and other non-React code show notices and navigate through this bridge; the
 * shell's <UiBridge/> fills it from antd's App context and the router.
 */
export const uiBridge: {
  message?: AppApi['message'];
  notification?: AppApi['notification'];
  modal?: AppApi['modal'];
  navigate?: (to: string) => void;
} = {};

export function navigateTo(to: string) {
  if (uiBridge.navigate) uiBridge.navigate(to);
  else window.location.hash = `#${to}`;
}
