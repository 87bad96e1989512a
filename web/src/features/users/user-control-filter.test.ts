import { describe, expect, it } from 'vitest';
import { USER_TYPES, usersEndpoints, ZUserAdminQuery } from '@portal/contract';
import { buildUrl } from '../../api/http-utils';
import { userAdminParams } from '../../api/users';
import { USER_TYPE_COLORS, filterOf } from './user-control-filter';

const PAGE = usersEndpoints.adminPage.path;
const COMPANY_A = '00000000-0000-4000-8000-00000000000a';
const COMPANY_B = '00000000-0000-4000-8000-00000000000b';

describe('user_control filter', () => {
  it('drops a blank key, an empty type list and an unset lock state', () => {
    expect(filterOf({})).toEqual({});
    expect(filterOf({ key: '   ', userType: [], locked: null })).toEqual({});
  });

  it('trims the key and reads the lock and disabled states as booleans', () => {
    expect(filterOf({ key: '  station ', userType: ['DEALER'], locked: 'true' })).toEqual({ key: 'station', userType: ['DEALER'], locked: true });
    expect(filterOf({ locked: 'false', disabled: 'true', companyId: [] })).toEqual({ locked: false, disabled: true });
  });

  it('builds the query string with the user type repeated, without indices (spec §7)', () => {
    const url = buildUrl(PAGE, userAdminParams({ page: 2, pageSize: 20, key: ' Stella ', userType: ['DEALER', 'SERVICE_STATION'], locked: false }));
    expect(url).toBe(`${PAGE}?page=2&pageSize=20&key=Stella&userType=DEALER&userType=SERVICE_STATION&locked=false`);
  });

  it('repeats the companies too, and sends the disabled state', () => {
    const url = buildUrl(PAGE, userAdminParams({ page: 1, pageSize: 10, companyId: [COMPANY_A, COMPANY_B], disabled: true }));
    expect(url).toBe(`${PAGE}?page=1&pageSize=10&companyId=${COMPANY_A}&companyId=${COMPANY_B}&disabled=true`);
  });

  it('leaves out what is not filtered', () => {
    expect(buildUrl(PAGE, userAdminParams({ page: 1, pageSize: 10, key: '', userType: [] }))).toBe(`${PAGE}?page=1&pageSize=10`);
  });

  it('sends what the server schema accepts', () => {
    const url = new URL(buildUrl(PAGE, userAdminParams({ page: 3, pageSize: 40, key: 'x', userType: ['CENTRAL', 'IN_PLANT'], companyId: [COMPANY_A, COMPANY_B], locked: true, disabled: false })), 'http://x');
    const raw = Object.fromEntries([...new Set(url.searchParams.keys())].map((k) => {
      const all = url.searchParams.getAll(k);
      return [k, all.length > 1 ? all : all[0]];
    }));
    expect(ZUserAdminQuery.parse(raw)).toEqual({
      page: 3, pageSize: 40, key: 'x', userType: ['CENTRAL', 'IN_PLANT'], companyId: [COMPANY_A, COMPANY_B], locked: 'true', disabled: 'false',
    });
  });

  it('has a tag colour for every user type', () => {
    for (const type of [...USER_TYPES, 'VISITOR' as const]) expect(USER_TYPE_COLORS[type]).toBeTruthy();
  });
});
