import type { ErrorDef } from '../error-def.js';

/**
 * Single sign-on refusals (1100 4x): what the callback names in the login page's address when the
 * browser comes back from the provider without a session.
 */
export const SSO_ERRORS = {
  /** The provider refused, or its answer did not check out (token exchange, signature, nonce, PKCE). */
  SSO_FAILED: {
    code: 110040,
    http: 200,
    message: {
      'zh-CN': '单点登录失败，请重试或使用账号密码登录',
      'en-US': 'Single sign-on failed; please try again or log in with your account and password',
      vi: 'Đăng nhập một lần thất bại; vui lòng thử lại hoặc đăng nhập bằng tài khoản và mật khẩu',
      es: 'El inicio de sesión único ha fallado; inténtelo de nuevo o inicie sesión con su cuenta y contraseña',
      de: 'Single Sign-on ist fehlgeschlagen; bitte versuchen Sie es erneut oder melden Sie sich mit Benutzername und Passwort an',
      id: 'Single sign-on gagal; silakan coba lagi atau masuk dengan akun dan kata sandi',
    },
  },
  /** The attempt is unknown, expired or already finished (a replayed or forged state). */
  SSO_EXPIRED: {
    code: 110041,
    http: 200,
    message: {
      'zh-CN': '本次单点登录已过期或已被使用，请重新登录',
      'en-US': 'This sign-on has expired or was already used; please start again',
      vi: 'Phiên đăng nhập một lần này đã hết hạn hoặc đã được sử dụng; vui lòng bắt đầu lại',
      es: 'Este inicio de sesión ha caducado o ya se utilizó; vuelva a empezar',
      de: 'Diese Anmeldung ist abgelaufen oder wurde bereits verwendet; bitte beginnen Sie erneut',
      id: 'Proses masuk ini sudah kedaluwarsa atau sudah digunakan; silakan mulai lagi',
    },
  },
  /** No portal account of that name, and SSO_PROVISION=refuse. */
  SSO_USER_UNKNOWN: {
    code: 110042,
    http: 200,
    message: {
      'zh-CN': '您的单点登录账号尚未开通门户账号，请联系管理员',
      'en-US': 'Your single sign-on account has no portal account; please ask your administrator',
      vi: 'Tài khoản đăng nhập một lần của bạn chưa có tài khoản trên cổng thông tin; vui lòng liên hệ quản trị viên',
      es: 'Su cuenta de inicio de sesión único no tiene cuenta en el portal; consulte a su administrador',
      de: 'Für Ihr Single-Sign-on-Konto gibt es kein Portalkonto; bitte wenden Sie sich an Ihren Administrator',
      id: 'Akun single sign-on Anda belum memiliki akun portal; silakan hubungi administrator',
    },
  },
  /** The claim SSO_CLAIM_USERNAME names is missing, empty or too long for an account name. */
  SSO_CLAIM_MISSING: {
    code: 110043,
    http: 200,
    message: {
      'zh-CN': '单点登录服务未提供可用的账号名，请联系管理员',
      'en-US': 'The sign-on provider did not send a usable account name; please ask your administrator',
      vi: 'Nhà cung cấp đăng nhập một lần không gửi tên tài khoản hợp lệ; vui lòng liên hệ quản trị viên',
      es: 'El proveedor de inicio de sesión único no envió un nombre de cuenta válido; consulte a su administrador',
      de: 'Der Single-Sign-on-Anbieter hat keinen gültigen Benutzernamen übermittelt; bitte wenden Sie sich an Ihren Administrator',
      id: 'Penyedia single sign-on tidak mengirim nama akun yang dapat digunakan; silakan hubungi administrator',
    },
  },
  /** The person cancelled at the provider (`error=access_denied`). */
  SSO_CANCELLED: {
    code: 110044,
    http: 200,
    message: {
      'zh-CN': '单点登录已取消',
      'en-US': 'Single sign-on was cancelled',
      vi: 'Đăng nhập một lần đã bị hủy',
      es: 'Se canceló el inicio de sesión único',
      de: 'Die Single-Sign-on-Anmeldung wurde abgebrochen',
      id: 'Single sign-on dibatalkan',
    },
  },
} as const satisfies Record<string, ErrorDef>;
