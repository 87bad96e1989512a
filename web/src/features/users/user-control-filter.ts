import type { UserType } from '@portal/contract';
import type { UserAdminFilter } from '../../api/users';

type Flag = 'true' | 'false' | null;

/** What the filter form of user_control holds (the locked and disabled selects keep 'true'/'false'). */
export interface UserFilterValues {
  key?: string;
  userType?: UserType[];
  companyId?: string[];
  locked?: Flag;
  disabled?: Flag;
}

const flagOf = (value: Flag | undefined) => (value === 'true' || value === 'false' ? value === 'true' : undefined);

/** The form values as the list filter: a blank key and empty lists mean "any". */
export function filterOf(values: UserFilterValues): UserAdminFilter {
  const key = values.key?.trim();
  const locked = flagOf(values.locked);
  const disabled = flagOf(values.disabled);
  return {
    ...(key ? { key } : {}),
    ...(values.userType?.length ? { userType: values.userType } : {}),
    ...(values.companyId?.length ? { companyId: values.companyId } : {}),
    ...(locked !== undefined ? { locked } : {}),
    ...(disabled !== undefined ? { disabled } : {}),
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
