import { describe, expect, it } from 'vitest';
import { isPortalPageAddress, portalPageHref } from './page-address.js';
import { ZFeedbackSubmitRequest } from './schemas.js';

describe('a feedback\'s page address', () => {
  it('links the portal\'s own hash routes, with their parameters and query', () => {
    expect(portalPageHref('#/struct?vin=LUMS2PHD3PH000001&partlist=p1')).toBe('#/struct?vin=LUMS2PHD3PH000001&partlist=p1');
    expect(portalPageHref('/#/part/6f1c')).toBe('#/part/6f1c');
    expect(portalPageHref('#/notice_detail/12/%E5%88%B9%E8%BD%A6')).toBe('#/notice_detail/12/%E5%88%B9%E8%BD%A6');
  });

  it('refuses scripts, other sites, unknown routes and extra segments', () => {
    for (const bad of ['javascript:alert(1)', 'https://evil.example/#/home', '//evil.example/#/home', '#/nowhere', '#/home/x', '#/part/',
      '#/part/a/b', '#//evil.example', '#/home#/x', '#/struct?vin=a b', '#/home\n', 'data:text/html,<script>', '#\\/home']) {
      expect(isPortalPageAddress(bad), bad).toBe(false);
    }
  });

  it('is the rule of the form: blank or a page of the portal', () => {
    const form = { feedbackType: 'IT', title: 't', content: 'c' };
    expect(ZFeedbackSubmitRequest.safeParse({ ...form, url: '' }).success).toBe(true);
    expect(ZFeedbackSubmitRequest.safeParse({ ...form, url: '#/home' }).success).toBe(true);
    expect(ZFeedbackSubmitRequest.safeParse({ ...form, url: 'javascript:alert(1)' }).success).toBe(false);
  });
});
