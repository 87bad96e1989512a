import { z } from 'zod';
import type { Language } from '../languages.js';

/*
 * Dictionaries (spec §2 inquiry form, §3 Feedback, §4 Inquiry status): the code lists the screens
 * show as select options. The entries live in the database (server/src/modules/dictionaries),
 * seeded from the constants below and edited by administrators (decision 038). The codes the
 * code handles stay typed constants here; a fixed dictionary's codes are only these, an open
 * dictionary may gain entries at run time.
 */

type Names = Record<Language, string>;

/** One dictionary entry: its code and its name in each language. */
export interface DictEntry<C extends string = string> {
  code: C;
  name: Names;
}

/** What the inquiry is about (spec §3 Inquiry form consultType). */
export const INQUIRY_TYPES = ['TECHNICAL', 'REPAIR_GUIDANCE', 'PARTS', 'WARRANTY', 'SOFTWARE', 'OTHER'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** How urgent the inquiry is (spec §3 Inquiry form emergencyLevel), least urgent first. */
export const INQUIRY_URGENCIES = ['NORMAL', 'URGENT', 'VERY_URGENT'] as const;
export type InquiryUrgency = (typeof INQUIRY_URGENCIES)[number];

/** The kind of damage the main damaged part shows (spec §3 Inquiry form damageType). */
export const DAMAGE_TYPES = [
  'BROKEN',
  'WORN',
  'DEFORMED',
  'BURNT',
  'SHORT_CIRCUIT',
  'OPEN_CIRCUIT',
  'LEAKAGE',
  'CORROSION',
  'LOOSE',
  'NOISE',
  'FUNCTION_FAILURE',
  'OTHER',
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** Inquiry statuses (spec §4 Inquiry status; the workflow lives in server/src/modules/inquiry). */
export const INQUIRY_STATUSES = [
  'DRAFT',
  'PENDING',
  'PROCESSING',
  'SUSPENDED',
  'SOLVED',
  'CLOSED',
  'REJECTED',
  'REVOKED',
  'INVALID',
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Feedback types (spec §3 Feedback: the values are given there). */
export const FEEDBACK_TYPES = ['OTHER', 'IT', 'CONTENT', 'SPARE', 'ATLAS', 'SPARE_PART', 'SYSTEM'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/**
 * An entry's code: upper-case letters, digits and underscores, as the built-in ones. Open
 * dictionaries' fields take any such code on the wire; the server checks it names an enabled entry.
 */
export const DICT_ENTRY_CODE_MAX = 32;
export const DICT_ENTRY_CODE_PATTERN = /^[A-Z][A-Z0-9_]*$/;
export const ZDictEntryCode = z.string().trim().min(1).max(DICT_ENTRY_CODE_MAX).regex(DICT_ENTRY_CODE_PATTERN, { message: 'upper-case letters, digits and _, starting with a letter' });

export const ZInquiryType = z.enum(INQUIRY_TYPES);
export const ZInquiryUrgency = z.enum(INQUIRY_URGENCIES);
export const ZDamageType = z.enum(DAMAGE_TYPES);
export const ZInquiryStatus = z.enum(INQUIRY_STATUSES);
export const ZFeedbackType = z.enum(FEEDBACK_TYPES);

const n = (zhCN: string, enUS: string, vi: string, es: string, de: string, id: string): Names => ({
  'zh-CN': zhCN,
  'en-US': enUS,
  vi,
  es,
  de,
  id,
});

/** Every dictionary's built-in entries with their first names, by the code the spec calls it with, in the select's first order. */
export const DICTIONARIES = {
  DIC_INQUIRYFORM_TYPE: [
    { code: 'TECHNICAL', name: n('技术咨询', 'Technical consultation', 'Tư vấn kỹ thuật', 'Consulta técnica', 'Technische Anfrage', 'Konsultasi teknis') },
    { code: 'REPAIR_GUIDANCE', name: n('维修指导', 'Repair guidance', 'Hướng dẫn sửa chữa', 'Guía de reparación', 'Reparaturanleitung', 'Panduan perbaikan') },
    { code: 'PARTS', name: n('配件咨询', 'Parts inquiry', 'Hỏi về phụ tùng', 'Consulta de piezas', 'Teileanfrage', 'Pertanyaan suku cadang') },
    { code: 'WARRANTY', name: n('质保咨询', 'Warranty inquiry', 'Hỏi về bảo hành', 'Consulta de garantía', 'Garantieanfrage', 'Pertanyaan garansi') },
    { code: 'SOFTWARE', name: n('软件/诊断', 'Software / diagnostics', 'Phần mềm / chẩn đoán', 'Software / diagnóstico', 'Software / Diagnose', 'Perangkat lunak / diagnostik') },
    { code: 'OTHER', name: n('其他', 'Other', 'Khác', 'Otro', 'Sonstiges', 'Lainnya') },
  ] satisfies DictEntry<InquiryType>[],
  DIC_INQUIRYFORM_URGENT_TYPE: [
    { code: 'NORMAL', name: n('一般', 'Normal', 'Bình thường', 'Normal', 'Normal', 'Normal') },
    { code: 'URGENT', name: n('紧急', 'Urgent', 'Khẩn cấp', 'Urgente', 'Dringend', 'Mendesak') },
    { code: 'VERY_URGENT', name: n('非常紧急', 'Very urgent', 'Rất khẩn cấp', 'Muy urgente', 'Sehr dringend', 'Sangat mendesak') },
  ] satisfies DictEntry<InquiryUrgency>[],
  DIC_DAMAGES_TYPE: [
    { code: 'BROKEN', name: n('断裂/破损', 'Broken / cracked', 'Gãy / nứt', 'Roto / agrietado', 'Gebrochen / gerissen', 'Patah / retak') },
    { code: 'WORN', name: n('磨损', 'Worn', 'Mòn', 'Desgastado', 'Verschlissen', 'Aus') },
    { code: 'DEFORMED', name: n('变形', 'Deformed', 'Biến dạng', 'Deformado', 'Verformt', 'Berubah bentuk') },
    { code: 'BURNT', name: n('烧蚀/烧毁', 'Burnt', 'Cháy', 'Quemado', 'Verbrannt', 'Terbakar') },
    { code: 'SHORT_CIRCUIT', name: n('短路', 'Short circuit', 'Ngắn mạch', 'Cortocircuito', 'Kurzschluss', 'Korsleting') },
    { code: 'OPEN_CIRCUIT', name: n('断路', 'Open circuit', 'Hở mạch', 'Circuito abierto', 'Unterbrechung', 'Sirkuit terbuka') },
    { code: 'LEAKAGE', name: n('泄漏/渗液', 'Leakage', 'Rò rỉ', 'Fuga', 'Undichtigkeit', 'Kebocoran') },
    { code: 'CORROSION', name: n('腐蚀/锈蚀', 'Corrosion', 'Ăn mòn', 'Corrosión', 'Korrosion', 'Korosi') },
    { code: 'LOOSE', name: n('松动', 'Loose', 'Lỏng', 'Suelto', 'Locker', 'Longgar') },
    { code: 'NOISE', name: n('异响', 'Abnormal noise', 'Tiếng kêu bất thường', 'Ruido anormal', 'Ungewöhnliches Geräusch', 'Suara tidak normal') },
    { code: 'FUNCTION_FAILURE', name: n('功能失效', 'Function failure', 'Mất chức năng', 'Fallo de función', 'Funktionsausfall', 'Kegagalan fungsi') },
    { code: 'OTHER', name: n('其他', 'Other', 'Khác', 'Otro', 'Sonstiges', 'Lainnya') },
  ] satisfies DictEntry<DamageType>[],
  DIC_INQUIRYFORM_STATUS: [
    { code: 'DRAFT', name: n('草稿', 'Draft', 'Bản nháp', 'Borrador', 'Entwurf', 'Draf') },
    { code: 'PENDING', name: n('待处理', 'Pending', 'Chờ xử lý', 'Pendiente', 'Ausstehend', 'Menunggu') },
    { code: 'PROCESSING', name: n('处理中', 'Processing', 'Đang xử lý', 'En proceso', 'In Bearbeitung', 'Diproses') },
    { code: 'SUSPENDED', name: n('已挂起', 'Suspended', 'Tạm dừng', 'Suspendido', 'Zurückgestellt', 'Ditangguhkan') },
    { code: 'SOLVED', name: n('已解决', 'Solved', 'Đã giải quyết', 'Resuelto', 'Gelöst', 'Terselesaikan') },
    { code: 'CLOSED', name: n('已关闭', 'Closed', 'Đã đóng', 'Cerrado', 'Geschlossen', 'Ditutup') },
    { code: 'REJECTED', name: n('已驳回', 'Rejected', 'Bị từ chối', 'Rechazado', 'Abgelehnt', 'Ditolak') },
    { code: 'REVOKED', name: n('已撤回', 'Revoked', 'Đã thu hồi', 'Retirado', 'Zurückgezogen', 'Ditarik') },
    { code: 'INVALID', name: n('已作废', 'Invalid', 'Vô hiệu', 'Anulado', 'Ungültig', 'Tidak berlaku') },
  ] satisfies DictEntry<InquiryStatus>[],
  DIC_FEEDBACKS_TYPE: [
    { code: 'OTHER', name: n('其他', 'Other', 'Khác', 'Otro', 'Sonstiges', 'Lainnya') },
    { code: 'IT', name: n('IT问题', 'IT problem', 'Vấn đề CNTT', 'Problema de TI', 'IT-Problem', 'Masalah TI') },
    { code: 'CONTENT', name: n('内容问题', 'Content', 'Nội dung', 'Contenido', 'Inhalt', 'Konten') },
    { code: 'SPARE', name: n('备件', 'Spare', 'Phụ tùng thay thế', 'Repuesto', 'Ersatzteil', 'Cadangan') },
    { code: 'ATLAS', name: n('图册', 'Parts atlas', 'Sách hình phụ tùng', 'Atlas de piezas', 'Teileatlas', 'Atlas suku cadang') },
    { code: 'SPARE_PART', name: n('零部件', 'Spare part', 'Linh kiện', 'Pieza de repuesto', 'Bauteil', 'Suku cadang') },
    { code: 'SYSTEM', name: n('系统问题', 'System', 'Hệ thống', 'Sistema', 'System', 'Sistem') },
  ] satisfies DictEntry<FeedbackType>[],
} as const;

export type DictionaryCode = keyof typeof DICTIONARIES;
export const DICTIONARY_CODES = Object.keys(DICTIONARIES) as DictionaryCode[];
export const ZDictionaryCode = z.enum(DICTIONARY_CODES as [DictionaryCode, ...DictionaryCode[]]);

/**
 * Fixed dictionaries: workflow-critical codes the code branches on (statuses, urgencies with their
 * colours and rank). Their entries are renamed and reordered only; no entry is added, deleted or
 * disabled. The others are open: administrators add entries and disable them.
 */
export const FIXED_DICTIONARIES: readonly DictionaryCode[] = ['DIC_INQUIRYFORM_STATUS', 'DIC_INQUIRYFORM_URGENT_TYPE'];
export const isFixedDictionary = (code: DictionaryCode): boolean => FIXED_DICTIONARIES.includes(code);

/** The built-in name of a code (the seed's): for tests and fixtures; screens and exports read the database. */
export function builtInName(dictionary: DictionaryCode, code: string, lang: Language): string {
  const entries: readonly DictEntry[] = DICTIONARIES[dictionary];
  return entries.find((e) => e.code === code)?.name[lang] ?? code;
}
