import type { TFunction } from 'i18next';
import type { TRole } from '@portal/contract';

/** A permission code's name in the reader's language (the access texts), or the code itself when it has none yet. */
export const permissionName = (t: TFunction, code: string): string => t(`access:codes.${code}`, { defaultValue: code });

/** A permission family's name, or its key. */
export const familyName = (t: TFunction, family: string): string => t(`access:families.${family}`, { defaultValue: family });

/** The user type a built-in role belongs to, from its code (DEFAULT_<TYPE>). */
export const subjectOf = (role: Pick<TRole, 'builtin' | 'code'>) => (role.builtin ? role.code.replace(/^DEFAULT_/, '') : undefined);

/** A role as the screen names it: a built-in role keeps the name it was seeded with (its type's key) until renamed, shown as its type's. */
export function roleLabel(t: TFunction, role: Pick<TRole, 'builtin' | 'code' | 'name'>): string {
  const subject = subjectOf(role);
  return subject && role.name === subject ? t('access:list.builtinOf', { type: t(`common:userTypes.${subject}`, { defaultValue: subject }) }) : role.name;
}
