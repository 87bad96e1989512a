import type { ClickObjectType, Language } from '@portal/contract';

/*
 * The words of the log exports (exportAuthLogExcel, exportLogExcel, log/derive) in each language.
 */

type LoginColumn = 'loginTime' | 'username' | 'ip' | 'result' | 'reason';
type OperationColumn = 'operateTime' | 'operator' | 'httpMethod' | 'url' | 'objectRef' | 'status' | 'result' | 'messageNumber' | 'errorMessage' | 'ip' | 'durationMs';
type ClickColumn = 'objectType' | 'objectCode' | 'objectName' | 'opens' | 'users' | 'lastOpened';

export const LOGIN_COLUMNS: readonly LoginColumn[] = ['loginTime', 'username', 'ip', 'result', 'reason'];
export const OPERATION_COLUMNS: readonly OperationColumn[] = ['operateTime', 'operator', 'httpMethod', 'url', 'objectRef', 'status', 'result', 'messageNumber', 'errorMessage', 'ip', 'durationMs'];
export const CLICK_COLUMNS: readonly ClickColumn[] = ['objectType', 'objectCode', 'objectName', 'opens', 'users', 'lastOpened'];

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

export const LOG_SHEET_WORDS: Record<Language, LogSheetWords> = {
  'zh-CN': {
    loginSheet: '登录日志', operationSheet: '操作日志', clickSheet: '点击报表', success: '成功', failure: '失败',
    login: { loginTime: '登录时间', username: '账号', ip: 'IP 地址', result: '结果', reason: '失败原因' },
    operation: {
      operateTime: '操作时间', operator: '操作人', httpMethod: '请求方式', url: '地址', objectRef: '对象类型', status: '状态',
      result: '结果', messageNumber: '消息编号', errorMessage: '错误信息', ip: 'IP 地址', durationMs: '耗时（毫秒）',
    },
    click: { objectType: '类型', objectCode: '编码', objectName: '名称', opens: '打开次数', users: '用户数', lastOpened: '最近打开' },
    types: { PART: '零件', TOPIC: '手册主题', MANUAL: '手册' },
  },
  'en-US': {
    loginSheet: 'Login log', operationSheet: 'Operation log', clickSheet: 'Click report', success: 'Success', failure: 'Failure',
    login: { loginTime: 'Login time', username: 'Account', ip: 'IP address', result: 'Result', reason: 'Reason' },
    operation: {
      operateTime: 'Time', operator: 'Operator', httpMethod: 'Method', url: 'Address', objectRef: 'Object type', status: 'Status',
      result: 'Result', messageNumber: 'Message number', errorMessage: 'Error message', ip: 'IP address', durationMs: 'Duration (ms)',
    },
    click: { objectType: 'Type', objectCode: 'Code', objectName: 'Name', opens: 'Opens', users: 'Users', lastOpened: 'Last opened' },
    types: { PART: 'Part', TOPIC: 'Manual topic', MANUAL: 'Manual' },
  },
  vi: {
    loginSheet: 'Nhật ký đăng nhập', operationSheet: 'Nhật ký thao tác', clickSheet: 'Báo cáo lượt mở', success: 'Thành công', failure: 'Thất bại',
    login: { loginTime: 'Thời gian đăng nhập', username: 'Tài khoản', ip: 'Địa chỉ IP', result: 'Kết quả', reason: 'Lý do' },
    operation: {
      operateTime: 'Thời gian', operator: 'Người thao tác', httpMethod: 'Phương thức', url: 'Địa chỉ', objectRef: 'Loại đối tượng', status: 'Trạng thái',
      result: 'Kết quả', messageNumber: 'Mã thông báo', errorMessage: 'Thông báo lỗi', ip: 'Địa chỉ IP', durationMs: 'Thời lượng (ms)',
    },
    click: { objectType: 'Loại', objectCode: 'Mã', objectName: 'Tên', opens: 'Lượt mở', users: 'Người dùng', lastOpened: 'Mở gần nhất' },
    types: { PART: 'Phụ tùng', TOPIC: 'Chủ đề tài liệu', MANUAL: 'Tài liệu' },
  },
  es: {
    loginSheet: 'Registro de accesos', operationSheet: 'Registro de operaciones', clickSheet: 'Informe de aperturas', success: 'Correcto', failure: 'Fallido',
    login: { loginTime: 'Hora de acceso', username: 'Cuenta', ip: 'Dirección IP', result: 'Resultado', reason: 'Motivo' },
    operation: {
      operateTime: 'Hora', operator: 'Operador', httpMethod: 'Método', url: 'Dirección', objectRef: 'Tipo de objeto', status: 'Estado',
      result: 'Resultado', messageNumber: 'Número de mensaje', errorMessage: 'Mensaje de error', ip: 'Dirección IP', durationMs: 'Duración (ms)',
    },
    click: { objectType: 'Tipo', objectCode: 'Código', objectName: 'Nombre', opens: 'Aperturas', users: 'Usuarios', lastOpened: 'Última apertura' },
    types: { PART: 'Pieza', TOPIC: 'Tema de manual', MANUAL: 'Manual' },
  },
  de: {
    loginSheet: 'Anmeldeprotokoll', operationSheet: 'Vorgangsprotokoll', clickSheet: 'Aufrufbericht', success: 'Erfolgreich', failure: 'Fehlgeschlagen',
    login: { loginTime: 'Anmeldezeit', username: 'Konto', ip: 'IP-Adresse', result: 'Ergebnis', reason: 'Grund' },
    operation: {
      operateTime: 'Zeit', operator: 'Bearbeiter', httpMethod: 'Methode', url: 'Adresse', objectRef: 'Objekttyp', status: 'Status',
      result: 'Ergebnis', messageNumber: 'Meldungsnummer', errorMessage: 'Fehlermeldung', ip: 'IP-Adresse', durationMs: 'Dauer (ms)',
    },
    click: { objectType: 'Typ', objectCode: 'Code', objectName: 'Name', opens: 'Aufrufe', users: 'Benutzer', lastOpened: 'Zuletzt geöffnet' },
    types: { PART: 'Teil', TOPIC: 'Handbuchthema', MANUAL: 'Handbuch' },
  },
  id: {
    loginSheet: 'Log masuk', operationSheet: 'Log operasi', clickSheet: 'Laporan klik', success: 'Berhasil', failure: 'Gagal',
    login: { loginTime: 'Waktu masuk', username: 'Akun', ip: 'Alamat IP', result: 'Hasil', reason: 'Alasan' },
    operation: {
      operateTime: 'Waktu', operator: 'Operator', httpMethod: 'Metode', url: 'Alamat', objectRef: 'Jenis objek', status: 'Status',
      result: 'Hasil', messageNumber: 'Nomor pesan', errorMessage: 'Pesan galat', ip: 'Alamat IP', durationMs: 'Durasi (ms)',
    },
    click: { objectType: 'Jenis', objectCode: 'Kode', objectName: 'Nama', opens: 'Dibuka', users: 'Pengguna', lastOpened: 'Terakhir dibuka' },
    types: { PART: 'Suku cadang', TOPIC: 'Topik manual', MANUAL: 'Manual' },
  },
};
