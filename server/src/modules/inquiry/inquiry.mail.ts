import { inArray } from 'drizzle-orm';
import { formatMessage, isLanguage, type Language } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { users } from '../users/index.js';

/** Why someone is told about an inquiry: it was given to them, someone replied, or it was solved. */
export interface InquiryNotice {
  kind: 'assigned' | 'reply' | 'solved';
  /** The user to tell. */
  to: string;
  inquiry: { formNo: string; vinCode: string; faultName: string };
}

type Texts = Record<Language, string>;
/** Subjects and bodies in the recipient's language; `{formNo}`, `{vinCode}`, `{faultName}` filled in. */
const MAIL: Record<InquiryNotice['kind'], { subject: Texts; body: Texts }> = {
  assigned: {
    subject: {
      'zh-CN': '问询单 {formNo} 已分配给您', 'en-US': 'Inquiry form {formNo} was assigned to you', vi: 'Phiếu yêu cầu {formNo} đã được giao cho bạn',
      es: 'Se le ha asignado el formulario de consulta {formNo}', de: 'Das Anfrageformular {formNo} wurde Ihnen zugewiesen', id: 'Formulir pertanyaan {formNo} telah ditugaskan kepada Anda',
    },
    body: {
      'zh-CN': '问询单 {formNo}（VIN {vinCode}）：{faultName}。请登录服务门户处理。', 'en-US': 'Inquiry form {formNo} (VIN {vinCode}): {faultName}. Please log in to the service portal to handle it.',
      vi: 'Phiếu yêu cầu {formNo} (VIN {vinCode}): {faultName}. Vui lòng đăng nhập cổng dịch vụ để xử lý.', es: 'Formulario de consulta {formNo} (VIN {vinCode}): {faultName}. Inicie sesión en el portal de servicio para tramitarlo.',
      de: 'Anfrageformular {formNo} (FIN {vinCode}): {faultName}. Bitte melden Sie sich im Serviceportal an, um es zu bearbeiten.', id: 'Formulir pertanyaan {formNo} (VIN {vinCode}): {faultName}. Silakan masuk ke portal layanan untuk menanganinya.',
    },
  },
  reply: {
    subject: {
      'zh-CN': '问询单 {formNo} 有新回复', 'en-US': 'New reply on inquiry form {formNo}', vi: 'Có phản hồi mới cho phiếu yêu cầu {formNo}',
      es: 'Nueva respuesta en el formulario de consulta {formNo}', de: 'Neue Antwort zum Anfrageformular {formNo}', id: 'Balasan baru pada formulir pertanyaan {formNo}',
    },
    body: {
      'zh-CN': '问询单 {formNo}（VIN {vinCode}，{faultName}）有新回复，请登录服务门户查看。', 'en-US': 'Inquiry form {formNo} (VIN {vinCode}, {faultName}) has a new reply. Please log in to the service portal to read it.',
      vi: 'Phiếu yêu cầu {formNo} (VIN {vinCode}, {faultName}) có phản hồi mới. Vui lòng đăng nhập cổng dịch vụ để xem.', es: 'El formulario de consulta {formNo} (VIN {vinCode}, {faultName}) tiene una nueva respuesta. Inicie sesión en el portal de servicio para leerla.',
      de: 'Das Anfrageformular {formNo} (FIN {vinCode}, {faultName}) hat eine neue Antwort. Bitte melden Sie sich im Serviceportal an, um sie zu lesen.', id: 'Formulir pertanyaan {formNo} (VIN {vinCode}, {faultName}) memiliki balasan baru. Silakan masuk ke portal layanan untuk membacanya.',
    },
  },
  solved: {
    subject: {
      'zh-CN': '问询单 {formNo} 已解决', 'en-US': 'Inquiry form {formNo} was solved', vi: 'Phiếu yêu cầu {formNo} đã được giải quyết',
      es: 'El formulario de consulta {formNo} se ha resuelto', de: 'Das Anfrageformular {formNo} wurde gelöst', id: 'Formulir pertanyaan {formNo} telah diselesaikan',
    },
    body: {
      'zh-CN': '问询单 {formNo}（VIN {vinCode}，{faultName}）已给出维修方案。请登录服务门户确认并评价后关闭。', 'en-US': 'Inquiry form {formNo} (VIN {vinCode}, {faultName}) has a maintenance scheme. Please log in to the service portal, then rate and close it.',
      vi: 'Phiếu yêu cầu {formNo} (VIN {vinCode}, {faultName}) đã có phương án sửa chữa. Vui lòng đăng nhập cổng dịch vụ, đánh giá và đóng phiếu.', es: 'El formulario de consulta {formNo} (VIN {vinCode}, {faultName}) tiene un plan de reparación. Inicie sesión en el portal de servicio, valórelo y ciérrelo.',
      de: 'Für das Anfrageformular {formNo} (FIN {vinCode}, {faultName}) liegt ein Reparaturplan vor. Bitte melden Sie sich im Serviceportal an, bewerten und schließen Sie es.', id: 'Formulir pertanyaan {formNo} (VIN {vinCode}, {faultName}) telah memiliki rencana perbaikan. Silakan masuk ke portal layanan, beri penilaian, lalu tutup.',
    },
  },
};

/**
 * Mails the notices after their transaction committed (a rolled-back change tells nobody), each in
 * the recipient's language, through the outbox. Recipients without an address are skipped.
 */
export async function notifyInquiry(ctx: AppContext, notices: readonly InquiryNotice[]): Promise<void> {
  if (!notices.length) return;
  const ids = [...new Set(notices.map((n) => n.to))];
  const rows = await ctx.db.select({ id: users.id, email: users.email, language: users.language }).from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const n of notices) {
    const u = byId.get(n.to);
    if (!u?.email) continue;
    const lang: Language = isLanguage(u.language) ? u.language : ctx.config.defaultLanguage;
    const params = { formNo: n.inquiry.formNo, vinCode: n.inquiry.vinCode, faultName: n.inquiry.faultName };
    await ctx.mailer.send(u.email, formatMessage(MAIL[n.kind].subject[lang], params), formatMessage(MAIL[n.kind].body[lang], params));
  }
}
