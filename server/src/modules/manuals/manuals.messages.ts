import { formatMessage, type Language } from '@portal/contract';

/*
 * The rows of the manual import's error table, in six languages. The writer and the import
 * report problems by key with parameters; the import renders them in the caller's language.
 * (Only this module uses them, so they live here rather than in the contract's error catalogue,
 * which holds envelope codes.)
 */
const M = (zh: string, en: string, vi: string, es: string, de: string, id: string): Record<Language, string> =>
  ({ 'zh-CN': zh, 'en-US': en, vi, es, de, id });

export const IMPORT_PROBLEMS = {
  CODE_FORMAT: M('只能包含字母、数字和 - _ .（1–64 个字符）', 'Letters, digits and - _ . only (1–64 characters)', 'Chỉ gồm chữ cái, chữ số và - _ . (1–64 ký tự)', 'Solo letras, dígitos y - _ . (1–64 caracteres)', 'Nur Buchstaben, Ziffern und - _ . (1–64 Zeichen)', 'Hanya huruf, angka, dan - _ . (1–64 karakter)'),
  VALUE_UNKNOWN: M('必须是以下之一：{values}', 'Must be one of: {values}', 'Phải là một trong: {values}', 'Debe ser uno de: {values}', 'Muss einer der folgenden Werte sein: {values}', 'Harus salah satu dari: {values}'),
  VERSION_REQUIRED: M('版本必填，最多 30 个字符', 'A version is required, at most 30 characters', 'Phiên bản là bắt buộc, tối đa 30 ký tự', 'La versión es obligatoria, máximo 30 caracteres', 'Eine Version ist erforderlich, höchstens 30 Zeichen', 'Versi wajib diisi, maksimal 30 karakter'),
  TITLE_EN_REQUIRED: M('必须有英文（en-US）标题', 'An en-US title is required', 'Cần có tiêu đề tiếng Anh (en-US)', 'Se requiere un título en en-US', 'Ein Titel in en-US ist erforderlich', 'Judul en-US wajib ada'),
  LANGUAGE_UNKNOWN: M('未知语言', 'Unknown language', 'Ngôn ngữ không xác định', 'Idioma desconocido', 'Unbekannte Sprache', 'Bahasa tidak dikenal'),
  TOO_LONG: M('最多 {max} 个字符', 'At most {max} characters', 'Tối đa {max} ký tự', 'Máximo {max} caracteres', 'Höchstens {max} Zeichen', 'Maksimal {max} karakter'),
  CATALOGUE_CODE: M('不是有效的目录编码', 'Not a valid catalogue code', 'Không phải mã danh mục hợp lệ', 'No es un código de catálogo válido', 'Kein gültiger Katalogcode', 'Bukan kode katalog yang valid'),
  MODEL_NEEDS_SERIES: M('车型（code2）需要同时指定车系（code1）', 'A model (code2) needs its series (code1)', 'Mẫu xe (code2) cần có dòng xe (code1)', 'Un modelo (code2) necesita su serie (code1)', 'Ein Modell (code2) braucht seine Baureihe (code1)', 'Model (code2) memerlukan serinya (code1)'),
  IMAGE_TYPE: M('{name}：不是 {types} 图片', '{name}: not a {types} image', '{name}: không phải ảnh {types}', '{name}: no es una imagen {types}', '{name}: kein {types}-Bild', '{name}: bukan gambar {types}'),
  IMAGE_TOO_LARGE: M('{name}：超过 {max} MB', '{name}: larger than {max} MB', '{name}: lớn hơn {max} MB', '{name}: mayor que {max} MB', '{name}: größer als {max} MB', '{name}: lebih besar dari {max} MB'),
  SVG_UNUSABLE: M('{name}：不是可用的 SVG', '{name}: not a usable SVG', '{name}: không phải SVG dùng được', '{name}: no es un SVG utilizable', '{name}: kein verwendbares SVG', '{name}: bukan SVG yang dapat dipakai'),
  NODE_CODE_TWICE: M('编码 {code} 在手册中出现了两次', 'The code {code} appears twice in the manual', 'Mã {code} xuất hiện hai lần trong sổ tay', 'El código {code} aparece dos veces en el manual', 'Der Code {code} kommt im Handbuch zweimal vor', 'Kode {code} muncul dua kali dalam manual'),
  ONLY_CHAPTERS_HAVE_CHILDREN: M('只有章节可以有下级', 'Only chapters have children', 'Chỉ chương mới có mục con', 'Solo los capítulos tienen hijos', 'Nur Kapitel haben Unterelemente', 'Hanya bab yang memiliki anak'),
  ONLY_TOPICS_HAVE_HTML: M('只有主题可以有 HTML 正文', 'Only topics have HTML bodies', 'Chỉ chủ đề mới có nội dung HTML', 'Solo los temas tienen cuerpo HTML', 'Nur Themen haben HTML-Inhalte', 'Hanya topik yang memiliki isi HTML'),
  ONLY_DIAGRAMS_HAVE_SVG: M('只有电路图可以有 SVG', 'Only diagrams have an SVG', 'Chỉ sơ đồ mới có SVG', 'Solo los diagramas tienen un SVG', 'Nur Schaltpläne haben ein SVG', 'Hanya diagram yang memiliki SVG'),
  TOPIC_NEEDS_BODY: M('主题至少需要一种语言的正文', 'A topic needs a body in at least one language', 'Chủ đề cần nội dung ở ít nhất một ngôn ngữ', 'Un tema necesita un cuerpo en al menos un idioma', 'Ein Thema braucht einen Inhalt in mindestens einer Sprache', 'Topik memerlukan isi dalam setidaknya satu bahasa'),
  HTML_TOO_LARGE: M('超过 {max} KB', 'Larger than {max} KB', 'Lớn hơn {max} KB', 'Mayor que {max} KB', 'Größer als {max} KB', 'Lebih besar dari {max} KB'),
  IMAGE_MISSING: M('图片 {name} 不在手册中', 'The image {name} is not in the manual', 'Ảnh {name} không có trong sổ tay', 'La imagen {name} no está en el manual', 'Das Bild {name} ist nicht im Handbuch', 'Gambar {name} tidak ada dalam manual'),
  DIAGRAM_NEEDS_SVG: M('电路图需要可用的 SVG', 'A diagram needs a usable SVG', 'Sơ đồ cần một SVG dùng được', 'Un diagrama necesita un SVG utilizable', 'Ein Schaltplan braucht ein verwendbares SVG', 'Diagram memerlukan SVG yang dapat dipakai'),
  NODES_REQUIRED: M('手册至少需要一个节点', 'A manual needs at least one node', 'Sổ tay cần ít nhất một mục', 'Un manual necesita al menos un nodo', 'Ein Handbuch braucht mindestens einen Knoten', 'Manual memerlukan setidaknya satu node'),
  ZIP_UNREADABLE: M('不是可读取的 zip 压缩包', 'Not a readable zip archive', 'Không phải tệp zip đọc được', 'No es un archivo zip legible', 'Kein lesbares ZIP-Archiv', 'Bukan arsip zip yang dapat dibaca'),
  ZIP_TOO_MANY_ENTRIES: M('压缩包内文件超过 {max} 个', 'More than {max} files in the archive', 'Hơn {max} tệp trong tệp nén', 'Más de {max} archivos en el archivo', 'Mehr als {max} Dateien im Archiv', 'Lebih dari {max} berkas dalam arsip'),
  ZIP_UNSAFE_PATH: M('不允许的路径', 'Path not allowed', 'Đường dẫn không được phép', 'Ruta no permitida', 'Pfad nicht erlaubt', 'Jalur tidak diizinkan'),
  ZIP_ENTRY_TOO_LARGE: M('解压后超过 {max} MB', 'Larger than {max} MB unpacked', 'Lớn hơn {max} MB khi giải nén', 'Mayor que {max} MB descomprimido', 'Entpackt größer als {max} MB', 'Lebih besar dari {max} MB setelah diekstrak'),
  ZIP_TOO_LARGE_UNPACKED: M('解压后总大小超过 {max} MB', 'More than {max} MB unpacked in total', 'Tổng dung lượng giải nén vượt quá {max} MB', 'Más de {max} MB descomprimidos en total', 'Entpackt insgesamt mehr als {max} MB', 'Total lebih dari {max} MB setelah diekstrak'),
  MANIFEST_MISSING: M('压缩包根目录缺少 manifest.json', 'manifest.json is missing at the root of the archive', 'Thiếu manifest.json ở thư mục gốc của tệp nén', 'Falta manifest.json en la raíz del archivo', 'manifest.json fehlt im Stammverzeichnis des Archivs', 'manifest.json tidak ada di root arsip'),
  MANIFEST_NOT_JSON: M('manifest.json 不是有效的 JSON', 'manifest.json is not valid JSON', 'manifest.json không phải JSON hợp lệ', 'manifest.json no es un JSON válido', 'manifest.json ist kein gültiges JSON', 'manifest.json bukan JSON yang valid'),
  MANIFEST_INVALID: M('字段无效：{detail}', 'Invalid field: {detail}', 'Trường không hợp lệ: {detail}', 'Campo no válido: {detail}', 'Ungültiges Feld: {detail}', 'Bidang tidak valid: {detail}'),
  FILE_MISSING: M('压缩包中没有文件 {name}', 'The file {name} is not in the archive', 'Tệp {name} không có trong tệp nén', 'El archivo {name} no está en el archivo', 'Die Datei {name} ist nicht im Archiv', 'Berkas {name} tidak ada dalam arsip'),
  VERSION_EXISTS: M('手册 {code} 的版本 {version} 已存在', 'Version {version} of manual {code} already exists', 'Phiên bản {version} của sổ tay {code} đã tồn tại', 'La versión {version} del manual {code} ya existe', 'Version {version} des Handbuchs {code} existiert bereits', 'Versi {version} dari manual {code} sudah ada'),
  VERSION_TWICE: M('手册 {code} 的版本 {version} 在清单中出现了两次', 'Version {version} of manual {code} appears twice in the manifest', 'Phiên bản {version} của sổ tay {code} xuất hiện hai lần trong manifest', 'La versión {version} del manual {code} aparece dos veces en el manifiesto', 'Version {version} des Handbuchs {code} kommt im Manifest zweimal vor', 'Versi {version} dari manual {code} muncul dua kali dalam manifest'),
} as const;

export type ImportProblemKey = keyof typeof IMPORT_PROBLEMS;

export function renderProblem(key: ImportProblemKey, lang: Language, params: Record<string, string | number> = {}): string {
  return formatMessage(IMPORT_PROBLEMS[key][lang], params);
}
