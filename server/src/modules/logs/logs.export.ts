import { LANGUAGES, type ClickObjectType, type Language } from '@portal/contract';
import { byLanguage, type SixWords } from '../../platform/words.js';

/*
 * The words of the log exports (exportAuthLogExcel, exportLogExcel, log/derive) in each language:
 * a row per heading, its six languages side by side, in the sheet's column order.
 */

const LOGIN = {
  loginTime: ['登录时间', 'Login time', 'Thời gian đăng nhập', 'Hora de acceso', 'Anmeldezeit', 'Waktu masuk'],
  username: ['账号', 'Account', 'Tài khoản', 'Cuenta', 'Konto', 'Akun'],
  ip: ['IP 地址', 'IP address', 'Địa chỉ IP', 'Dirección IP', 'IP-Adresse', 'Alamat IP'],
  result: ['结果', 'Result', 'Kết quả', 'Resultado', 'Ergebnis', 'Hasil'],
  reason: ['失败原因', 'Reason', 'Lý do', 'Motivo', 'Grund', 'Alasan'],
} satisfies Record<string, SixWords>;

const OPERATION = {
  operateTime: ['操作时间', 'Time', 'Thời gian', 'Hora', 'Zeit', 'Waktu'],
  operator: ['操作人', 'Operator', 'Người thao tác', 'Operador', 'Bearbeiter', 'Operator'],
  httpMethod: ['请求方式', 'Method', 'Phương thức', 'Método', 'Methode', 'Metode'],
  url: ['地址', 'Address', 'Địa chỉ', 'Dirección', 'Adresse', 'Alamat'],
  objectRef: ['对象类型', 'Object type', 'Loại đối tượng', 'Tipo de objeto', 'Objekttyp', 'Jenis objek'],
  status: ['状态', 'Status', 'Trạng thái', 'Estado', 'Status', 'Status'],
  result: LOGIN.result,
  messageNumber: ['消息编号', 'Message number', 'Mã thông báo', 'Número de mensaje', 'Meldungsnummer', 'Nomor pesan'],
  errorMessage: ['错误信息', 'Error message', 'Thông báo lỗi', 'Mensaje de error', 'Fehlermeldung', 'Pesan galat'],
  ip: LOGIN.ip,
  durationMs: ['耗时（毫秒）', 'Duration (ms)', 'Thời lượng (ms)', 'Duración (ms)', 'Dauer (ms)', 'Durasi (ms)'],
} satisfies Record<string, SixWords>;

const CLICK = {
  objectType: ['类型', 'Type', 'Loại', 'Tipo', 'Typ', 'Jenis'],
  objectCode: ['编码', 'Code', 'Mã', 'Código', 'Code', 'Kode'],
  objectName: ['名称', 'Name', 'Tên', 'Nombre', 'Name', 'Nama'],
  opens: ['打开次数', 'Opens', 'Lượt mở', 'Aperturas', 'Aufrufe', 'Dibuka'],
  users: ['用户数', 'Users', 'Người dùng', 'Usuarios', 'Benutzer', 'Pengguna'],
  lastOpened: ['最近打开', 'Last opened', 'Mở gần nhất', 'Última apertura', 'Zuletzt geöffnet', 'Terakhir dibuka'],
} satisfies Record<string, SixWords>;

const TYPES = byLanguage<ClickObjectType>({
  PART: ['零件', 'Part', 'Phụ tùng', 'Pieza', 'Teil', 'Suku cadang'],
  TOPIC: ['手册主题', 'Manual topic', 'Chủ đề tài liệu', 'Tema de manual', 'Handbuchthema', 'Topik manual'],
  MANUAL: ['手册', 'Manual', 'Tài liệu', 'Manual', 'Handbuch', 'Manual'],
});

const SHEET = byLanguage({
  loginSheet: ['登录日志', 'Login log', 'Nhật ký đăng nhập', 'Registro de accesos', 'Anmeldeprotokoll', 'Log masuk'],
  operationSheet: ['操作日志', 'Operation log', 'Nhật ký thao tác', 'Registro de operaciones', 'Vorgangsprotokoll', 'Log operasi'],
  clickSheet: ['点击报表', 'Click report', 'Báo cáo lượt mở', 'Informe de aperturas', 'Aufrufbericht', 'Laporan klik'],
  success: ['成功', 'Success', 'Thành công', 'Correcto', 'Erfolgreich', 'Berhasil'],
  failure: ['失败', 'Failure', 'Thất bại', 'Fallido', 'Fehlgeschlagen', 'Gagal'],
});

type LoginColumn = keyof typeof LOGIN;
type OperationColumn = keyof typeof OPERATION;
type ClickColumn = keyof typeof CLICK;

export const LOGIN_COLUMNS = Object.keys(LOGIN) as LoginColumn[];
export const OPERATION_COLUMNS = Object.keys(OPERATION) as OperationColumn[];
export const CLICK_COLUMNS = Object.keys(CLICK) as ClickColumn[];

export interface LogSheetWords {
  loginSheet: string;
  operationSheet: string;
  clickSheet: string;
  success: string;
  failure: string;
  login: Record<LoginColumn, string>;
  operation: Record<OperationColumn, string>;
  click: Record<ClickColumn, string>;
  types: Record<ClickObjectType, string>;
}

const login = byLanguage(LOGIN);
const operation = byLanguage(OPERATION);
const click = byLanguage(CLICK);
export const LOG_SHEET_WORDS = Object.fromEntries(LANGUAGES.map((lang) => [lang, {
  ...SHEET[lang], login: login[lang], operation: operation[lang], click: click[lang], types: TYPES[lang],
}])) as Record<Language, LogSheetWords>;
