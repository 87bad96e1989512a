import { JOBS, LABOUR_DIRECTORY, jobHours } from '../labour-times/labour-jobs.js';
import { L6, esc, h3, ol, p, table, ul, type TopicContext } from './html.js';
import type { ChapterDef, TopicDef } from './types.js';
import type { VehicleFacts } from './vehicle.js';

/*
 * The sheet-metal (body and frame repair) and labour-time manuals of a series. The labour-time
 * manual prints the same jobs and hours the labour-time screen shows (the labour-times seed's job list),
 * so the two never disagree.
 */

export const METAL_CHAPTERS: ChapterDef[] = [
  {
    key: 'metal-frame',
    title: L6('车架', 'Frame', 'Khung xe', 'Bastidor', 'Rahmen', 'Rangka'),
    topics: [
      {
        key: 'frame-measurement',
        title: L6('车架测量点与尺寸', 'Frame measuring points and dimensions', 'Điểm đo và kích thước khung', 'Puntos de medición y cotas del bastidor', 'Rahmenmesspunkte und Maße', 'Titik ukur dan dimensi rangka'),
        body: (c) => {
          const { f } = c;
          const wheelbase = f.isScooter ? (f.series.code === 'S2' ? 1020 : 900) : f.isMoped ? (f.series.code === 'M5' ? 1340 : 1280) : f.series.code === 'TE' ? 1450 : 1400;
          const rake = f.isScooter ? 16 : f.isMoped ? 26 : f.series.code === 'TE' ? 27 : 24.5;
          return [
            p(c.t(`After an accident, measure the frame ${c.p('frame')} on the frame jig before any panel work. A frame outside the tolerances below is replaced, never straightened: the steel is heat-treated.`, `事故车在进行覆盖件作业前，须先在车架校正台上测量车架 ${c.p('frame')}。超出下表公差的车架须更换，不得校正：车架钢材经过热处理。`)),
            table([c.t('Dimension', '尺寸'), c.t('Nominal', '标准值'), c.t('Tolerance', '公差')], [
              [c.t('A: steering head centre to rear axle centre (wheelbase)', 'A：车头管中心至后轮轴中心（轴距）'), `${wheelbase} mm`, '± 3 mm'],
              [c.t('B: steering head rake angle', 'B：车头管后倾角'), `${rake}°`, '± 0.5°'],
              [c.t('C: lateral offset, steering head to rear axle', 'C：车头管与后轮轴的横向偏移'), '0 mm', '± 2 mm'],
              [c.t('D: diagonal, left and right mounting points', 'D：左右安装点对角线差'), '0 mm', '± 2 mm'],
            ]),
            c.fig('frame-points', c.t('Frame measuring points A–D', '车架测量点 A–D')),
          ].join('');
        },
      },
      {
        key: 'frame-damage',
        title: L6('车架损伤评估', 'Assessing frame damage', 'Đánh giá hư hỏng khung', 'Evaluación de daños en el bastidor', 'Rahmenschäden beurteilen', 'Penilaian kerusakan rangka'),
        body: (c) => ul([
          c.t('Cracks at welds, kinks or buckled tubes: replace the frame.', '焊缝开裂、管件折弯或压瘪：更换车架。'),
          c.t('Damaged paint only: clean, treat with rust converter, touch up with the original colour.', '仅漆面损伤：清洁、涂除锈转化剂，用原厂颜色补漆。'),
          c.t('Bent side-stand bracket: replace the stand bracket if it is bolted; welded brackets mean a new frame.', '边撑支架弯曲：螺栓连接的支架可更换；焊接的支架须更换车架。'),
          c.t('Never weld, heat or drill the frame: it voids the type approval.', '严禁对车架进行焊接、加热或钻孔：否则车辆型式认证失效。'),
        ]),
      },
    ],
  },
  {
    key: 'metal-body',
    title: L6('车身覆盖件', 'Body panels', 'Ốp thân xe', 'Paneles de carrocería', 'Verkleidungsteile', 'Panel bodi'),
    topics: [
      {
        key: 'panel-repair',
        title: L6('塑料覆盖件修复', 'Plastic panel repair', 'Sửa chữa ốp nhựa', 'Reparación de paneles de plástico', 'Kunststoffverkleidungen reparieren', 'Perbaikan panel plastik'),
        body: (c) => [
          p(c.t(`Panels such as the front fender ${c.p('frontFender')} are PP/EPDM or ABS (material mark inside the panel, e.g. >PP+EPDM<).`, `前挡泥板 ${c.p('frontFender')} 等覆盖件为 PP/EPDM 或 ABS 材质（覆盖件内侧有材料标记，如 >PP+EPDM<）。`)),
          table([c.t('Damage', '损伤'), c.t('Repair', '修复方法')], [
            [c.t('Scratches in textured surface', '纹理面划痕'), c.t('Heat gun at 250 °C, restore texture; no paint', '热风枪 250 °C 加热恢复纹理；无需喷漆')],
            [c.t('Crack up to 50 mm, not at a mounting point', '裂纹不超过 50 mm，且不在安装点'), c.t('Plastic welding with matching rod, reinforce with mesh from behind', '用同材质焊条塑料焊接，背面用金属网加强')],
            [c.t('Broken mounting boss or clip seat', '安装螺柱或卡扣座断裂'), c.t('Replace the panel', '更换覆盖件')],
          ]),
        ].join(''),
      },
      {
        key: 'paint-codes',
        title: L6('漆面修补与颜色代码', 'Paint repair and colour codes', 'Sửa sơn và mã màu', 'Reparación de pintura y códigos de color', 'Lackreparatur und Farbcodes', 'Perbaikan cat dan kode warna'),
        body: (c) => {
          const { f } = c;
          const colours = [...new Set(f.series.models.flatMap((m) => m.colors))];
          return [
            table([c.t('Colour', '颜色'), c.t('Code', '代码'), c.t('System', '涂装体系')], colours.map((name, i) => [esc(name), `${f.line.code}-${String(i + 1).padStart(2, '0')}${name.includes('Matte') ? 'M' : 'G'}`, name.includes('Matte') ? c.t('2-coat, matt clear', '双涂层，哑光清漆') : c.t('2-coat, gloss clear', '双涂层，高光清漆')])),
            ol([
              c.t('Sand the repair area with P400, then P800 on the edges.', '用 P400 砂纸打磨修补区域，边缘用 P800 羽化。'),
              c.t('Adhesion promoter on plastic, then base coat in 2–3 thin layers.', '塑料件先喷附着力促进剂，再薄喷 2–3 层底色漆。'),
              c.t('Clear coat after 15 minutes flash-off; dry at 60 °C for 30 minutes (plastic parts maximum 60 °C).', '闪干 15 分钟后喷清漆；60 °C 烘烤 30 分钟（塑料件最高 60 °C）。'),
            ]),
          ].join('');
        },
      },
    ],
  },
];

const hours = (n: number) => n.toFixed(1);

/** A topic per level-one group of the labour directory: every job of the group with each model's hours. */
function labourGroupTopic(group: { code: string; names: Record<string, string> }, models: VehicleFacts[]): TopicDef {
  const positions = LABOUR_DIRECTORY.filter((d) => d.level === 3 && d.code.startsWith(group.code));
  return {
    key: `labour-${group.code.toLowerCase()}`,
    title: L6(group.names['zh-CN'], group.names['en-US'], group.names.vi, group.names.es, group.names.de, group.names.id),
    body: (c: TopicContext) => {
      const rows: string[][] = [];
      for (const job of JOBS.filter((j) => j.code.startsWith(group.code))) {
        const perModel = models.map((m) => jobHours(job, { line: m.line, series: m.series, model: m.model }));
        if (perModel.every((h) => h === null)) continue;
        const position = positions.find((pos) => job.code.startsWith(pos.code));
        rows.push([
          job.code,
          esc(job.names[c.lang]),
          esc(position?.names[c.lang] ?? ''),
          ...perModel.map((h) => (h ? `${hours(h.standardHours)} / ${hours(h.maintenanceHours)}` : '–')),
        ]);
      }
      return [
        p(c.t('Standard hours / maintenance hours per job and model. Standard hours are what a trained technician needs with the special tools; maintenance hours add access, diagnosis and the road test booked with a repair.', '各作业项目在各车型上的标准工时 / 维修工时。标准工时为经过培训的技师使用专用工具所需的时间；维修工时另含拆装通道、诊断和维修后路试时间。')),
        table([c.t('Code', '工时代码'), c.t('Job', '作业项目'), c.t('Position', '部位'), ...models.map((m) => esc(m.model.code))], rows),
      ].join('');
    },
  };
}

export function labourChapters(models: VehicleFacts[]): ChapterDef[] {
  const groups = LABOUR_DIRECTORY.filter((d) => d.level === 1);
  return [
    {
      key: 'labour-rules',
      title: L6('说明', 'Introduction', 'Giới thiệu', 'Introducción', 'Einleitung', 'Pendahuluan'),
      topics: [
        {
          key: 'labour-definitions',
          title: L6('工时定义与使用说明', 'How labour times are defined and used', 'Định nghĩa và cách dùng giờ công', 'Definición y uso de los tiempos de mano de obra', 'Definition und Anwendung der Arbeitszeiten', 'Definisi dan penggunaan waktu kerja'),
          body: (c) => [
            p(c.t('Labour times are given in hours to one decimal (0.1 h = 6 minutes) per job and model. Each job has a code: two letters for the system group, two digits for the area, two digits for the position, and a two-digit job number (for example EL0101-01).', '工时以小时为单位、保留一位小数（0.1 小时 = 6 分钟），按作业项目和车型给出。每个作业项目有一个代码：两个字母表示系统组，两位数字表示区域，两位数字表示部位，最后是两位作业序号（例如 EL0101-01）。')),
            h3(c.t('What is included', '包含内容')),
            ul([
              c.t('Taking the vehicle in and out of the bay, covers and protective mats.', '车辆进出工位、铺设防护罩和护垫。'),
              c.t('Removal and installation of the parts needed for access, unless listed as a separate job.', '为作业所需拆装的相关零件，另列为单独项目者除外。'),
              c.t('Bleeding, adjusting and the functional check after the repair.', '维修后的排气、调整和功能检查。'),
            ]),
            h3(c.t('Not included', '不包含内容')),
            ul([
              c.t('Diagnosis before the repair (book SV0201 jobs).', '维修前的故障诊断（另按 SV0201 项目计时）。'),
              c.t('Freeing seized or corroded fasteners, cleaning heavily soiled vehicles.', '松解锈死或卡滞的紧固件、清洗严重脏污的车辆。'),
            ]),
            c.note(c.t('The labour-time screen of the portal shows the same jobs with filters by model and position code, and exports them to a spreadsheet.', '门户系统的工时界面显示相同的作业项目，可按车型和部位代码筛选，并可导出为电子表格。')),
          ].join(''),
        },
      ],
    },
    {
      key: 'labour-jobs',
      title: L6('工时表', 'Labour time tables', 'Bảng giờ công', 'Tablas de tiempos', 'Arbeitszeittabellen', 'Tabel waktu kerja'),
      topics: groups.map((g) => labourGroupTopic(g, models)),
    },
  ];
}
