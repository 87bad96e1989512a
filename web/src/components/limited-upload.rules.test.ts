import { describe, expect, it } from 'vitest';
import { MB, UPLOAD_LIMITS } from '@portal/contract';
import { acceptOf, checkUploadFile } from './limited-upload.rules';

describe('upload limits in the browser', () => {
  const inquiry = UPLOAD_LIMITS.InquiryForm;

  it('accepts a file within the kind\'s type, size, name and count', () => {
    expect(checkUploadFile({ name: 'Brake Disc.JPEG', size: 200 * MB }, inquiry, 9)).toBeNull();
  });

  it('refuses each limit with its notice', () => {
    expect(checkUploadFile({ name: 'a.png', size: 1 }, inquiry, 10)).toEqual({ key: 'limits.tooMany', params: { max: 10 } });
    expect(checkUploadFile({ name: 'a.exe', size: 1 }, inquiry, 0)?.key).toBe('limits.wrongType');
    expect(checkUploadFile({ name: 'noextension', size: 1 }, inquiry, 0)?.key).toBe('limits.wrongType');
    expect(checkUploadFile({ name: `${'x'.repeat(67)}.png`, size: 1 }, inquiry, 0)).toEqual({ key: 'limits.nameTooLong', params: { max: 70 } });
    expect(checkUploadFile({ name: 'a.png', size: 0 }, inquiry, 0)?.key).toBe('limits.empty');
    expect(checkUploadFile({ name: 'a.png', size: 50 * MB + 1 }, UPLOAD_LIMITS.Conversation, 0)).toEqual({ key: 'limits.tooLarge', params: { max: 50 } });
  });

  it('offers only the kind\'s extensions in the picker', () => {
    expect(acceptOf(UPLOAD_LIMITS.download)).toBe('.xls,.xlsx,.pdf,.doc,.docx,.txt');
  });
});
