import type { ErrorDef } from '../error-def.js';

/** Labour times and special tools: business codes 1500xx (ours), each message in all six languages. */
export const LABOUR_TIME_ERRORS = {
  /** GET /rest/base/labortime/level/{id}/{levelOne} with a level one that does not exist. */
  LABOUR_LEVEL_NOT_FOUND: {
    code: 150001,
    http: 200,
    message: {
      'zh-CN': '工时目录中没有一级分类“{code}”',
      'en-US': 'The labour-time directory has no level one "{code}"',
      vi: 'Danh mục giờ công không có cấp một "{code}"',
      es: 'El directorio de tiempos de mano de obra no tiene el nivel uno "{code}"',
      de: 'Das Arbeitszeitverzeichnis hat keine erste Ebene „{code}“',
      id: 'Direktori waktu kerja tidak memiliki tingkat satu "{code}"',
    },
  },
  /** An export whose filter matches nothing: there is no file to give. */
  LABOUR_EXPORT_EMPTY: {
    code: 150002,
    http: 200,
    message: {
      'zh-CN': '没有符合筛选条件的工时，无可导出内容',
      'en-US': 'No labour times match the filter: there is nothing to export',
      vi: 'Không có giờ công nào khớp bộ lọc: không có gì để xuất',
      es: 'Ningún tiempo de mano de obra coincide con el filtro: no hay nada que exportar',
      de: 'Keine Arbeitszeiten entsprechen dem Filter: es gibt nichts zu exportieren',
      id: 'Tidak ada waktu kerja yang cocok dengan filter: tidak ada yang diekspor',
    },
  },
  /** An export wider than LIMITS.labourTimeExportMax rows. */
  LABOUR_EXPORT_TOO_LARGE: {
    code: 150003,
    http: 200,
    message: {
      'zh-CN': '导出将包含 {count} 条工时，超过上限 {max} 条，请缩小筛选范围',
      'en-US': 'The export would hold {count} labour times, more than the limit of {max}: narrow the filter',
      vi: 'Tệp xuất sẽ có {count} giờ công, vượt giới hạn {max}: hãy thu hẹp bộ lọc',
      es: 'La exportación tendría {count} tiempos, más que el límite de {max}: acote el filtro',
      de: 'Der Export enthielte {count} Arbeitszeiten, mehr als das Limit von {max}: bitte den Filter eingrenzen',
      id: 'Ekspor akan berisi {count} waktu kerja, melebihi batas {max}: persempit filter',
    },
  },
  /** The app's job card needs a model (code2), not a line or series. */
  LABOUR_MODEL_REQUIRED: {
    code: 150004,
    http: 200,
    message: {
      'zh-CN': '请选择具体车型：“{code}”是产品线或车系',
      'en-US': 'Please choose a model: "{code}" is a production line or series',
      vi: 'Vui lòng chọn một mẫu xe: "{code}" là dòng sản phẩm hoặc dòng xe',
      es: 'Elija un modelo: "{code}" es una línea de producción o una serie',
      de: 'Bitte ein Modell wählen: „{code}“ ist eine Produktlinie oder Baureihe',
      id: 'Silakan pilih model: "{code}" adalah lini produksi atau seri',
    },
  },
} as const satisfies Record<string, ErrorDef>;
