import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { ZInquiryDraftRequest, ZInquiryUpdateRequest } from '@portal/contract';
import { completeVin, filledFields, maxLengthOf, reporterDefaults, requestOf, vehicleValues } from './form-values';

describe('inquiry form values', () => {
  it('takes the limits of spec §5 from the contract', () => {
    expect(maxLengthOf('vinCode')).toBe(35);
    expect(maxLengthOf('motorNo')).toBe(18);
    expect(maxLengthOf('batteryPackNo')).toBe(40);
    expect(maxLengthOf('storeName')).toBe(50);
    expect(maxLengthOf('faultName')).toBe(200);
    expect(maxLengthOf('repairPlanDesc')).toBe(1000);
    expect(maxLengthOf('provinceCityCode')).toBeUndefined();
  });

  it('sends trimmed text and the dates in the contract\'s shapes', () => {
    const body = requestOf({
      vinCode: '  LUMS2PHD3PH000001 ',
      faultName: ' Motor cuts out ',
      productionDate: dayjs('2025-03-01'),
      faultDate: dayjs('2026-01-05T14:37:21'),
      provinceCityCode: ['44', '4403'],
      roadRescue: 'N',
      attachments: [{ id: '00000000-0000-4000-8000-000000000001', fileName: 'x3.jpg' }],
    });
    expect(body).toMatchObject({ vinCode: 'LUMS2PHD3PH000001', faultName: 'Motor cuts out', productionDate: '2025-03-01', faultDate: '2026-01-05 14:37', provinceCityCode: ['44', '4403'], fileIds: ['00000000-0000-4000-8000-000000000001'] });
    expect(ZInquiryDraftRequest.safeParse(body).success).toBe(true);
  });

  it('sends on update only the fields the user may change, an emptied date as blank', () => {
    const body = requestOf({ faultName: 'x', repairPlanDesc: ' Replace the controller ', faultDate: null }, new Set(['repairPlanDesc', 'faultDate']));
    expect(body).toEqual({ repairPlanDesc: 'Replace the controller', faultDate: '' });
    expect(ZInquiryUpdateRequest.safeParse({ id: '00000000-0000-4000-8000-000000000000', ...body }).success).toBe(true);
  });

  it('fills the vehicle section from the vehicle record, keeping what it lacks', () => {
    const values = vehicleValues({
      vinCode: 'LUMS2PHD3PH000001', modelCode: 'S2PHD', configCode: 'C1', licencePlate: '', brand: 'Lumo', exDecorationColor: 'Pearl white',
      modelYears: 2025, modelSeries: 'S2 Pro', modelSeriesCode: 'S2', basicModelName: 'S2 Pro HD', batteryPackNumber: 'BPS2PHD2303000001',
      driveMotorModel: 'HM-2000W', driveMotorNumber: 'MTS2PHD2303000001', driveType: 'Hub motor', manufactureDate: '2025-03-01',
      motorNumber: '', rangeExtenderNumber: '', saleDate: null, catelogModel: { code0: 'L', code1: 'S2', code2: 'S2PHD' },
      rootId: '00000000-0000-4000-8000-000000000000',
    } as never);
    expect(values.carSeries).toBe('S2');
    expect(values.modelCode).toBe('S2PHD');
    expect(values.modelName).toBe('S2 Pro HD');
    expect(values.productionDate?.format('YYYY-MM-DD')).toBe('2025-03-01');
    expect('saleDate' in values).toBe(false);
    expect('motorNo' in values).toBe(false);
  });

  it('names the filled fields a draft validates', () => {
    expect(filledFields({ vinCode: ' ', faultName: 'x', provinceCityCode: [], createrTelNo: '123', faultDate: dayjs() }).sort()).toEqual(['createrTelNo', 'faultDate', 'faultName']);
  });
});

describe('the new inquiry\'s defaults', () => {
  const user = { name: 'Dylan Dealer', username: 'dealer', mobileNo: '138 0013 8001' };

  it('takes the reporter from the signed-in user\'s profile into empty fields only', () => {
    expect(reporterDefaults(user, {})).toEqual({ createrName: 'Dylan Dealer', createrTelNo: '13800138001' });
    expect(reporterDefaults(user, { createrName: 'Wang Wei', createrTelNo: '13900000000' })).toEqual({});
    expect(reporterDefaults(user, { createrName: '  ' })).toEqual({ createrName: 'Dylan Dealer', createrTelNo: '13800138001' });
  });

  it('falls back to the user name, and leaves out a phone the field would refuse', () => {
    expect(reporterDefaults({ name: '', username: 'dealer', mobileNo: '' }, {})).toEqual({ createrName: 'dealer' });
    expect(reporterDefaults({ ...user, mobileNo: '12345' }, {})).toEqual({ createrName: 'Dylan Dealer' });
    const long = reporterDefaults({ ...user, name: 'N'.repeat(200) }, {}).createrName!;
    expect(long.length).toBe(maxLengthOf('createrName'));
  });

  it('knows a VIN complete once it has 17 valid characters, typed or pasted', () => {
    expect(completeVin('lums2phd3ph000001')).toBe('LUMS2PHD3PH000001');
    expect(completeVin(' LUMS2 PHD3PH 000001 ')).toBe('LUMS2PHD3PH000001');
    expect(completeVin('LUMS2PHD3PH00000')).toBeNull();
    // I, O and Q are no VIN letters; the 9th character is the check digit
    expect(completeVin('LUMS2PHD3PH00000O')).toBeNull();
    expect(completeVin('LUMS2PHD4PH000001')).toBeNull();
    expect(completeVin(undefined)).toBeNull();
  });
});
