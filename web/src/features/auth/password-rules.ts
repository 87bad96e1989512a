import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { LIMITS, PATTERNS } from '@portal/contract';

/** Spec §5 password rule, from the shared pattern. */
export const passwordRules = (t: TFunction, requiredKey = 'validation.passwordRequired'): FormRule[] => [
  { required: true, message: t(requiredKey) },
  { pattern: PATTERNS.password, message: t('validation.passwordPattern', { min: LIMITS.passwordMin, max: LIMITS.passwordMax }) },
];

/** The repeat field must equal `field`. */
export const repeatRules = (t: TFunction, field: string): FormRule[] => [
  { required: true, message: t('validation.repeatRequired') },
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || getFieldValue(field) === value ? Promise.resolve() : Promise.reject(new Error(t('validation.passwordsInconsistent'))),
  }),
];

export const usernameRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('validation.usernameRequired') },
  { pattern: PATTERNS.username, message: t('validation.usernamePattern', { min: LIMITS.usernameMin, max: LIMITS.usernameMax }) },
];
