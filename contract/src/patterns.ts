/** Validation patterns of spec §5, shared by server and web forms. */
export const PATTERNS = {
  /** 2–30 letters, digits, dash, underscore or dot. */
  username: /^[A-Za-z0-9_.-]{2,30}$/,
  /** 8–16 characters with a digit, an upper-case, a lower-case and one of !@#$%^&*?(). */
  password: /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*?()])[A-Za-z\d!@#$%^&*?()]{8,16}$/,
  /** Letters, digits and underscore only: group codes and accounts. */
  code: /^\w+$/,
  /** Mainland China mobile number. */
  mobile: /^1[3-9]\d{9}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** Contact phone: mainland mobiles, landlines (with area code and extension), HK, Macau, Taiwan. */
  phone: /^(?:(?:\+?86)?1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?|(?:\+?852)?[569]\d{7}|(?:\+?853)?6\d{7}|(?:\+?886)?0?9\d{8})$/,
} as const;
