import type { UserType } from '@portal/contract';
import type { UserAdminFilter } from '../../api/users';

/** What the filter form of user_control holds (the locked select keeps 'true'/'false'). */
export interface UserFilterValues {
  key?: string;
  userType?: UserType[];
  locked?: 'true' | 'false' | null;
}

/** The form values as the list filter: a blank key and an empty type list mean "any". */
export function filterOf(values: UserFilterValues): UserAdminFilter {
  const key = values.key?.trim();
  return {
    ...(key ? { key } : {}),
    ...(values.userType?.length ? { userType: values.userType } : {}),
    ...(values.locked === 'true' || values.locked === 'false' ? { locked: values.locked === 'true' } : {}),
  };
}

/** Tag colours of the user types: administrators, staff, partners, customers, others. */
export const USER_TYPE_COLORS: Record<UserType | 'VISITOR', string> = {
  SYSTEM_ADMIN: 'magenta',
  DOMAIN_ADMIN: 'purple',
  DOWNLOAD_ADMIN: 'geekblue',
  BULLETIN_ADMIN: 'geekblue',
  FEEDBACK_ADMIN: 'geekblue',
  INNER_USER: 'blue',
  CENTRAL: 'blue',
  IN_PLANT: 'blue',
  DEALER: 'cyan',
  SERVICE_STATION: 'cyan',
  FACILITATOR: 'cyan',
  CUSTOMER: 'green',
  CLIENT: 'green',
  REGISTER: 'gold',
  VISITOR: 'default',
};
