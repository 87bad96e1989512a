import { describe, expect, it } from 'vitest';
import { INQUIRY_FIELD_NAMES, ZConversationPageRequest, ZInquiryFilter, ZInquirySubmitRequest, isRealDateTime } from './schemas.js';

const valid = {
  vinCode: ' LUMS2PHD3PH000001 ', carSeries: 'S2', modelCode: 'S2PHD', provinceCityCode: ['44', '4403'],
  createrName: 'Li', createrTelNo: '13800138000', faultName: 'No power',
};

describe('inquiry contract', () => {
  it('trims and accepts a complete form, refuses what spec §5 requires', () => {
    expect(ZInquirySubmitRequest.parse(valid).vinCode).toBe('LUMS2PHD3PH000001');
    for (const key of ['vinCode', 'carSeries', 'modelCode', 'createrName', 'faultName'] as const) {
      expect(ZInquirySubmitRequest.safeParse({ ...valid, [key]: '  ' }).success, key).toBe(false);
    }
    expect(ZInquirySubmitRequest.safeParse({ ...valid, provinceCityCode: [] }).success).toBe(false);
    expect(ZInquirySubmitRequest.safeParse({ ...valid, createrTelNo: '123' }).success).toBe(false);
    expect(ZInquirySubmitRequest.safeParse({ ...valid, repairPlanDesc: 'x'.repeat(1001) }).success).toBe(false);
    expect(ZInquirySubmitRequest.safeParse({ ...valid, motorNo: 'x'.repeat(19) }).success).toBe(false);
  });

  it('takes only real dates', () => {
    expect(isRealDateTime('2026-02-28')).toBe(true);
    expect(isRealDateTime('2026-02-30')).toBe(false);
    expect(isRealDateTime('2026-11-20 24:00')).toBe(false);
    expect(ZInquirySubmitRequest.safeParse({ ...valid, faultDate: '2026-11-20 09:30' }).success).toBe(true);
    expect(ZInquiryFilter.safeParse({ createBegin: '2026-13-01' }).success).toBe(false);
  });

  it('pages the reply thread by 5, 10, 15 or 20', () => {
    expect(ZConversationPageRequest.parse({ objectId: '00000000-0000-4000-8000-000000000000' }).pageSize).toBe(5);
    expect(ZConversationPageRequest.safeParse({ objectId: '00000000-0000-4000-8000-000000000000', pageSize: 12 }).success).toBe(false);
  });

  it('names the editable fields without fileIds', () => {
    expect(INQUIRY_FIELD_NAMES).toContain('repairPlanDesc');
    expect(INQUIRY_FIELD_NAMES).not.toContain('fileIds');
  });
});
