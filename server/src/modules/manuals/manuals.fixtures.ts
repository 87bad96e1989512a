import type { Language } from '@portal/contract';
import { createCatalogueTestApp } from '../catalogue/catalogue.fixtures.js';
import { writeManual, type ManualInput } from './manuals.write.js';

/*
 * Small manuals for the API tests, on top of the catalogue's test fixture (line EM; series EM-S
 * with models EM-S1, EM-S2; series EM-C with model EM-C1; parts P-BAT-48, P-BMS, P-BRK-PAD-F …):
 * - SM-SWIFT 2024.1, service manual of series EM-S, EFFECTIVE: battery and brake chapters; the
 *   brake-bleeding topic has a body in all six languages, the others in en-US and zh-CN;
 * - SM-SWIFT 2025.1, PENDING (waits for review);
 * - SM-S1 1.0, service manual of model EM-S1 only, EFFECTIVE;
 * - CM-SWIFT 2024.1, circuit manual of EM-S with one wiring diagram, EFFECTIVE;
 * - UM-CITY 1.0, user manual of series EM-C, EFFECTIVE; MM-EM sheet metal and LT-EM labour-time
 *   manuals of the whole line, EFFECTIVE; SM-OLD 0.9, INVALID.
 */

/** A 1×1 PNG. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c00000000049454e44ae426082', 'hex');

const six = (zh: string, en: string, vi: string, es: string, de: string, id: string): Record<Language, string> => ({ 'zh-CN': zh, 'en-US': en, vi, es, de, id });

export const BRAKE_BLEED_BODIES: Record<Language, string> = {
  'en-US': '<h2>Bleeding the front brake</h2><p>Open the bleeder screw and pump the brake lever until the brake fluid runs clear. Replace the <span class="part-code">P-BRK-PAD-F</span> front brake pad if worn.</p><table><tr><th>Step</th><th>Torque</th></tr><tr><td>Bleeder screw</td><td>6 N·m</td></tr></table>',
  'zh-CN': '<h2>前刹车排气</h2><p>打开放气螺钉，反复按压刹车手柄，直到刹车油清澈无气泡。如果前刹车片磨损，请更换。</p>',
  vi: '<h2>Xả gió phanh trước</h2><p>Mở vít xả gió và bóp tay phanh cho đến khi dầu phanh chảy ra trong. Thay má phanh trước nếu bị mòn.</p>',
  es: '<h2>Purgado del freno delantero</h2><p>Abra el tornillo de purga y accione la maneta del freno hasta que el líquido de frenos salga limpio.</p>',
  de: '<h2>Entlüften der Vorderradbremse</h2><p>Entlüftungsschraube öffnen und den Bremshebel pumpen, bis die Bremsflüssigkeit blasenfrei austritt.</p>',
  id: '<h2>Membuang udara rem depan</h2><p>Buka sekrup pembuangan dan pompa tuas rem sampai minyak rem keluar bersih tanpa gelembung.</p>',
};

export const WIRING_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">
  <g id="conn-x1" data-kind="connector"><rect x="10" y="10" width="40" height="20"/><text x="14" y="25">X1</text></g>
  <g id="wire-w12" data-kind="wire" data-color="RD/BK"><line x1="50" y1="20" x2="200" y2="20" stroke="red"/><text x="100" y="15">W12</text></g>
  <g id="comp-k1" data-kind="component"><rect x="200" y="10" width="60" height="30"/><text x="205" y="30">K1 BMS relay</text></g>
  <g id="conn-x10" data-kind="connector"><text x="300" y="30">X10</text></g>
</svg>`;

const serviceManual = (version: string, status: ManualInput['status']): ManualInput => ({
  code: 'SM-SWIFT', type: 'SERVICE', version, status,
  name: six('迅捷维修手册', 'Swift service manual', 'Sổ tay sửa chữa Swift', 'Manual de servicio Swift', 'Swift Werkstatthandbuch', 'Manual servis Swift'),
  code0: 'EM', code1: 'EM-S', sort: 1,
  images: [{ name: 'figure:battery', data: PNG }],
  nodes: [
    {
      code: 'battery', kind: 'CHAPTER', title: six('电池', 'Battery', 'Pin', 'Batería', 'Akku', 'Baterai'),
      children: [
        {
          code: 'battery-removal', kind: 'TOPIC',
          title: six('电池包拆卸与安装', 'Battery pack removal and installation', 'Tháo và lắp bộ pin', 'Desmontaje e instalación de la batería', 'Akkupack aus- und einbauen', 'Pelepasan dan pemasangan paket baterai'),
          html: {
            'en-US': '<p>Switch the ignition off. Remove the seat and unplug the battery connector before lifting the battery pack <span class="part-code">P-BAT-48</span>.</p><figure><img src="figure:battery" alt="Battery"><figcaption>Battery pack</figcaption></figure>',
            'zh-CN': '<p>关闭点火开关。拆下座垫，拔下电池插头，然后取出电池包 <span class="part-code">P-BAT-48</span>。</p><figure><img src="figure:battery" alt="电池"></figure>',
          },
          parts: ['P-BAT-48', 'P-BAT-CASE'],
        },
        {
          code: 'bms-codes', kind: 'TOPIC', title: six('电池管理系统故障码', 'BMS fault codes', 'Mã lỗi BMS', 'Códigos de fallo del BMS', 'BMS-Fehlercodes', 'Kode kesalahan BMS'),
          html: {
            'en-US': '<table><tr><th>Code</th><th>Meaning</th></tr><tr><td>E01</td><td>Cell over-voltage</td></tr><tr><td>E02</td><td>Cell under-voltage</td></tr></table>',
            'zh-CN': '<table><tr><th>代码</th><th>含义</th></tr><tr><td>E01</td><td>单体过压</td></tr></table>',
          },
          parts: ['P-BMS'],
        },
      ],
    },
    {
      code: 'brakes', kind: 'CHAPTER', title: six('制动系统', 'Brakes', 'Phanh', 'Frenos', 'Bremsen', 'Rem'),
      children: [
        {
          code: 'brake-bleeding', kind: 'TOPIC',
          title: six('刹车排气', 'Brake bleeding', 'Xả gió phanh', 'Purgado de frenos', 'Bremse entlüften', 'Membuang udara rem'),
          html: BRAKE_BLEED_BODIES,
          parts: ['P-BRK-PAD-F', 'P-BRK-LEVER'],
        },
        {
          code: 'torque-table', kind: 'TOPIC', title: six('拧紧力矩表', 'Torque table', 'Bảng mô-men xoắn', 'Tabla de pares', 'Anzugsmomente', 'Tabel torsi'),
          html: { 'en-US': `<p>Version ${version} torque values.</p><table><tr><td>Axle nut</td><td>45 N·m</td></tr></table>` },
        },
      ],
    },
  ],
});

export async function createManualsTestApp() {
  const t = await createCatalogueTestApp();
  const files = t.app.ctx.files;
  const write = (input: ManualInput) => writeManual(t.db, input, { files });
  const sm = await write(serviceManual('2024.1', 'EFFECTIVE'));
  const smNext = await write(serviceManual('2025.1', 'PENDING'));
  const smS1 = await write({
    code: 'SM-S1', type: 'SERVICE', version: '1.0', status: 'EFFECTIVE', name: { 'en-US': 'Swift S1 supplement', 'zh-CN': '迅捷 S1 补充手册' },
    code0: 'EM', code1: 'EM-S', code2: 'EM-S1', sort: 2,
    nodes: [{ code: 'controller', kind: 'TOPIC', title: { 'en-US': 'Controller replacement', 'zh-CN': '控制器更换' }, html: { 'en-US': '<p>Replace the motor controller P-CTRL.</p>' }, parts: ['P-CTRL'] }],
  });
  const cm = await write({
    code: 'CM-SWIFT', type: 'CIRCUIT', version: '2024.1', status: 'EFFECTIVE', name: { 'en-US': 'Swift wiring diagrams', 'zh-CN': '迅捷电路图' },
    code0: 'EM', code1: 'EM-S',
    nodes: [{
      code: 'power', kind: 'CHAPTER', title: { 'en-US': 'Power supply', 'zh-CN': '电源' },
      children: [{ code: 'main-harness', kind: 'DIAGRAM', title: { 'en-US': 'Main harness', 'zh-CN': '主线束' }, svg: WIRING_SVG, parts: ['P-BMS', 'P-CABLE'] }],
    }],
  });
  const um = await write({
    code: 'UM-CITY', type: 'USER', version: '1.0', status: 'EFFECTIVE', name: { 'en-US': 'City owner\'s manual' }, code0: 'EM', code1: 'EM-C',
    nodes: [{ code: 'charging', kind: 'TOPIC', title: { 'en-US': 'Charging' }, html: { 'en-US': '<p>Charge the battery at room temperature.</p>' } }],
  });
  const mm = await write({
    code: 'MM-EM', type: 'METAL', version: '1.0', status: 'EFFECTIVE', name: { 'en-US': 'Body panels' }, code0: 'EM',
    nodes: [{ code: 'panels', kind: 'TOPIC', title: { 'en-US': 'Side panel' }, html: { 'en-US': '<p>Side panel dimensions.</p>' } }],
  });
  const lt = await write({
    code: 'LT-EM', type: 'LABORTIME', version: '1.0', status: 'EFFECTIVE', name: { 'en-US': 'Labour times' }, code0: 'EM',
    nodes: [{ code: 'lt-brakes', kind: 'TOPIC', title: { 'en-US': 'Brake jobs' }, html: { 'en-US': '<p>Brake bleeding 0.5 h.</p>' } }],
  });
  const old = await write({
    code: 'SM-OLD', type: 'SERVICE', version: '0.9', status: 'INVALID', name: { 'en-US': 'Old manual' }, code0: 'EM', code1: 'EM-S',
    nodes: [{ code: 'old-brakes', kind: 'TOPIC', title: { 'en-US': 'Old brake bleeding' }, html: { 'en-US': '<p>Obsolete brake bleeding procedure.</p>' } }],
  });
  const node = (w: { nodeIds: Map<string, string> }, code: string) => w.nodeIds.get(code)!;
  return {
    ...t,
    mx: {
      sm: sm.rootId, smNext: smNext.rootId, smS1: smS1.rootId, cm: cm.rootId, um: um.rootId, mm: mm.rootId, lt: lt.rootId, old: old.rootId,
      battery: node(sm, 'battery'), batteryRemoval: node(sm, 'battery-removal'), bmsCodes: node(sm, 'bms-codes'), brakes: node(sm, 'brakes'),
      brakeBleeding: node(sm, 'brake-bleeding'), torque: node(sm, 'torque-table'), nextBrakeBleeding: node(smNext, 'brake-bleeding'),
      diagram: node(cm, 'main-harness'), controller: node(smS1, 'controller'), oldTopic: node(old, 'old-brakes'),
    },
  };
}
export type ManualsTestApp = Awaited<ReturnType<typeof createManualsTestApp>>;
