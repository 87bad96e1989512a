import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { LANGUAGES, USER_IMPORT_COLUMNS, USER_TYPES, type Language, type TUserFilter, type UserImportColumn } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { xlsxBuffer, xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import { userWhere } from './users.admin.js';
import { companies, users } from './users.tables.js';

/*
 * The user list as .xlsx (POST /rest/account/derive) and the import template (POST
 * /rest/account/template). The export's first columns are the import's, so an exported sheet
 * can be edited and imported again; status columns follow.
 */

const EXTRA_COLUMNS = ['companyName', 'locked', 'disabled', 'updateTime'] as const;
type Column = UserImportColumn | (typeof EXTRA_COLUMNS)[number];
const EXPORT_COLUMNS: readonly Column[] = [...USER_IMPORT_COLUMNS, ...EXTRA_COLUMNS];

interface SheetWords {
  sheet: string;
  templateSheet: string;
  helpSheet: string;
  yes: string;
  no: string;
  headers: Record<Column, string>;
  /** The template's help: what each import column takes. */
  help: Record<UserImportColumn, string>;
}

/** Headings and words of the sheets in each language; the import reads its header in any of them. */
export const SHEET_WORDS: Record<Language, SheetWords> = {
  'zh-CN': {
    sheet: '用户', templateSheet: '用户导入', helpSheet: '说明', yes: '是', no: '否',
    headers: {
      username: '账号', name: '姓名', userType: '用户类型', company: '公司代码', department: '部门', email: '电子邮箱', mobileNo: '手机号',
      countryCode: '国家代码', companyName: '公司名称', locked: '已锁定', disabled: '已停用', updateTime: '更新时间',
    },
    help: {
      username: '必填。2–30 位字母、数字、横线、下划线或点；已存在的账号会询问是否覆盖',
      name: '必填。最多 50 个字符',
      userType: `必填。其中之一：${USER_TYPES.join(', ')}（不能高于您自己的类型）`,
      company: '选填。公司列表中已启用公司的代码',
      department: '选填。最多 50 个字符',
      email: '选填。每个账号唯一；密码重置邮件发送到此地址',
      mobileNo: '选填。电话号码',
      countryCode: '选填。两个大写字母，如 CN',
    },
  },
  'en-US': {
    sheet: 'Users', templateSheet: 'User import', helpSheet: 'Help', yes: 'Yes', no: 'No',
    headers: {
      username: 'Account', name: 'Name', userType: 'User type', company: 'Company code', department: 'Department', email: 'E-mail', mobileNo: 'Mobile',
      countryCode: 'Country code', companyName: 'Company name', locked: 'Locked', disabled: 'Disabled', updateTime: 'Updated',
    },
    help: {
      username: 'Required. 2–30 letters, digits, dashes, underscores or dots; for an existing account you are asked whether to overwrite it',
      name: 'Required. At most 50 characters',
      userType: `Required. One of ${USER_TYPES.join(', ')} (none above your own)`,
      company: 'Optional. The code of an enabled company of the company list',
      department: 'Optional. At most 50 characters',
      email: 'Optional. One account per address; the password reset mail goes here',
      mobileNo: 'Optional. A phone number',
      countryCode: 'Optional. Two capital letters, e.g. CN',
    },
  },
  vi: {
    sheet: 'Người dùng', templateSheet: 'Nhập người dùng', helpSheet: 'Hướng dẫn', yes: 'Có', no: 'Không',
    headers: {
      username: 'Tài khoản', name: 'Họ tên', userType: 'Loại người dùng', company: 'Mã công ty', department: 'Bộ phận', email: 'E-mail', mobileNo: 'Di động',
      countryCode: 'Mã quốc gia', companyName: 'Tên công ty', locked: 'Đã khóa', disabled: 'Đã vô hiệu hóa', updateTime: 'Cập nhật',
    },
    help: {
      username: 'Bắt buộc. 2–30 chữ cái, chữ số, gạch ngang, gạch dưới hoặc dấu chấm; với tài khoản đã có, bạn sẽ được hỏi có ghi đè không',
      name: 'Bắt buộc. Tối đa 50 ký tự',
      userType: `Bắt buộc. Một trong ${USER_TYPES.join(', ')} (không cao hơn loại của bạn)`,
      company: 'Tùy chọn. Mã của một công ty đang hoạt động trong danh sách công ty',
      department: 'Tùy chọn. Tối đa 50 ký tự',
      email: 'Tùy chọn. Mỗi địa chỉ cho một tài khoản; thư đặt lại mật khẩu gửi đến đây',
      mobileNo: 'Tùy chọn. Số điện thoại',
      countryCode: 'Tùy chọn. Hai chữ cái in hoa, ví dụ VN',
    },
  },
  es: {
    sheet: 'Usuarios', templateSheet: 'Importar usuarios', helpSheet: 'Ayuda', yes: 'Sí', no: 'No',
    headers: {
      username: 'Cuenta', name: 'Nombre', userType: 'Tipo de usuario', company: 'Código de empresa', department: 'Departamento', email: 'Correo', mobileNo: 'Móvil',
      countryCode: 'Código de país', companyName: 'Nombre de empresa', locked: 'Bloqueada', disabled: 'Deshabilitada', updateTime: 'Actualizada',
    },
    help: {
      username: 'Obligatorio. De 2 a 30 letras, dígitos, guiones, guiones bajos o puntos; para una cuenta existente se le pregunta si sobrescribirla',
      name: 'Obligatorio. Como máximo 50 caracteres',
      userType: `Obligatorio. Uno de ${USER_TYPES.join(', ')} (ninguno superior al suyo)`,
      company: 'Opcional. El código de una empresa habilitada de la lista de empresas',
      department: 'Opcional. Como máximo 50 caracteres',
      email: 'Opcional. Una cuenta por dirección; el correo de restablecimiento va aquí',
      mobileNo: 'Opcional. Un número de teléfono',
      countryCode: 'Opcional. Dos letras mayúsculas, p. ej. ES',
    },
  },
  de: {
    sheet: 'Benutzer', templateSheet: 'Benutzerimport', helpSheet: 'Hilfe', yes: 'Ja', no: 'Nein',
    headers: {
      username: 'Konto', name: 'Name', userType: 'Benutzertyp', company: 'Unternehmenscode', department: 'Abteilung', email: 'E-Mail', mobileNo: 'Mobil',
      countryCode: 'Ländercode', companyName: 'Unternehmensname', locked: 'Gesperrt', disabled: 'Deaktiviert', updateTime: 'Geändert',
    },
    help: {
      username: 'Pflichtfeld. 2–30 Buchstaben, Ziffern, Binde- oder Unterstriche oder Punkte; bei einem bestehenden Konto werden Sie gefragt, ob es überschrieben wird',
      name: 'Pflichtfeld. Höchstens 50 Zeichen',
      userType: `Pflichtfeld. Einer von ${USER_TYPES.join(', ')} (keiner über Ihrem eigenen)`,
      company: 'Optional. Der Code eines aktiven Unternehmens der Unternehmensliste',
      department: 'Optional. Höchstens 50 Zeichen',
      email: 'Optional. Ein Konto je Adresse; die Mail zum Zurücksetzen des Passworts geht hierhin',
      mobileNo: 'Optional. Eine Telefonnummer',
      countryCode: 'Optional. Zwei Großbuchstaben, z. B. DE',
    },
  },
  id: {
    sheet: 'Pengguna', templateSheet: 'Impor pengguna', helpSheet: 'Bantuan', yes: 'Ya', no: 'Tidak',
    headers: {
      username: 'Akun', name: 'Nama', userType: 'Jenis pengguna', company: 'Kode perusahaan', department: 'Departemen', email: 'E-mail', mobileNo: 'Ponsel',
      countryCode: 'Kode negara', companyName: 'Nama perusahaan', locked: 'Terkunci', disabled: 'Dinonaktifkan', updateTime: 'Diperbarui',
    },
    help: {
      username: 'Wajib. 2–30 huruf, angka, tanda hubung, garis bawah, atau titik; untuk akun yang sudah ada Anda ditanya apakah akan ditimpa',
      name: 'Wajib. Maksimal 50 karakter',
      userType: `Wajib. Salah satu dari ${USER_TYPES.join(', ')} (tidak di atas jenis Anda)`,
      company: 'Opsional. Kode perusahaan aktif dari daftar perusahaan',
      department: 'Opsional. Maksimal 50 karakter',
      email: 'Opsional. Satu akun per alamat; e-mail atur ulang kata sandi dikirim ke sini',
      mobileNo: 'Opsional. Nomor telepon',
      countryCode: 'Opsional. Dua huruf kapital, mis. ID',
    },
  },
};

/** The import column a heading names, in any of the six languages or by its key (case and spaces aside). */
export const IMPORT_COLUMN_OF_HEADING: ReadonlyMap<string, UserImportColumn> = new Map(
  USER_IMPORT_COLUMNS.flatMap((column) => [column, ...LANGUAGES.map((l) => SHEET_WORDS[l].headers[column])].map((h) => [h.trim().toLowerCase(), column] as const)),
);

/** Rows read per query: keyset pages, so memory stays flat however many accounts match. */
const BATCH = 2000;

type ExportRow = typeof users.$inferSelect & { companyCode: string | null };

function cell(row: ExportRow, column: Column, words: SheetWords): XlsxCell {
  switch (column) {
    case 'company': return row.companyCode ?? '';
    case 'companyName': return row.company;
    case 'locked': case 'disabled': return row[column] ? words.yes : words.no;
    case 'updateTime': return row.updatedAt.toISOString().slice(0, 16).replace('T', ' ');
    default: return row[column];
  }
}

/** The accounts the list's filters select, as .xlsx, streamed in keyset batches. */
export function exportUsers(ctx: AppContext, filter: TUserFilter, lang: Language): NodeJS.ReadableStream {
  const words = SHEET_WORDS[lang];
  const where = userWhere(filter);
  async function* rows() {
    let after: { name: string; id: string } | null = null;
    for (;;) {
      const batch: ExportRow[] = await ctx.db
        .select({ ...getTableColumns(users), companyCode: companies.code })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(after ? and(where, sql`(lower(${users.username}), ${users.id}) > (${after.name}, ${after.id}::uuid)`) : where)
        .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
        .limit(BATCH);
      yield batch.map((row) => EXPORT_COLUMNS.map((column) => cell(row, column, words)));
      if (batch.length < BATCH) return;
      const last = batch[batch.length - 1];
      after = { name: last.username.toLowerCase(), id: last.id };
    }
  }
  const columns = EXPORT_COLUMNS.map((column) => ({ header: words.headers[column], width: column === 'email' || column === 'companyName' ? 28 : 16 }));
  return xlsxStream([{ name: words.sheet, columns, rows: rows() }]);
}

/** The empty template in the caller's language: the import's header row, and a sheet explaining it. */
export function importTemplate(lang: Language): Promise<Buffer> {
  const words = SHEET_WORDS[lang];
  return xlsxBuffer([
    { name: words.templateSheet, columns: USER_IMPORT_COLUMNS.map((column) => ({ header: words.headers[column], width: column === 'email' ? 28 : 18 })), rows: [] },
    {
      name: words.helpSheet, header: false, columns: [{ width: 18, header: '' }, { width: 100, header: '' }],
      rows: [USER_IMPORT_COLUMNS.map((column) => [words.headers[column], words.help[column]])],
    },
  ]);
}
