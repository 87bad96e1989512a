import { type TLocalizedText } from '@portal/contract';
import type { DriveType, SpecialToolCategory, ToolUnit } from '@portal/contract';
import { L, type LineDef, type ModelDef, type SeriesDef } from '../catalogue/models.js';
import type { ToolPicture } from './tool-pictures.js';

/*
 * The demo special tools: what an e-two-wheeler workshop keeps beyond its basic kit, each with
 * its purpose and technical parameters in six languages, the models it is for and a picture.
 */

export interface ToolDef {
  code: string;
  category: SpecialToolCategory;
  unit: ToolUnit;
  driveType: DriveType;
  names: TLocalizedText;
  purpose: TLocalizedText;
  parameter: TLocalizedText;
  /** The models it is for; absent = every model. */
  fits?: (line: LineDef, series: SeriesDef, model: ModelDef) => boolean;
  picture: ToolPicture;
}

/** From 60 V up the pack counts as high voltage in the workshop rules (above the 60 V DC touch limit). */
const highVoltage = (_l: LineDef, _s: SeriesDef, m: ModelDef) => m.volts >= 60;
const notScooter = (l: LineDef) => l.code !== 'SCT';
const hydraulic = (_l: LineDef, s: SeriesDef) => s.brakeF !== 'MECH' || s.brakeR !== 'MECH';

export const TOOLS: ToolDef[] = [
  {
    code: 'ST-HV-001', category: 'HV_SAFETY', unit: 'KIT', driveType: 'ALL', picture: 'insulatedKit',
    names: L('1000V绝缘工具套装', 'Insulated tool set 1000 V', 'Bộ dụng cụ cách điện 1000 V', 'Juego de herramientas aisladas 1000 V', 'Isolierter Werkzeugsatz 1000 V', 'Set perkakas berinsulasi 1000 V'),
    purpose: L(
      '用于可能带电的电池及电机回路作业：螺丝刀、钳子、套筒和扳手均按IEC 60900绝缘。',
      'Work on battery and motor circuits that may be live: screwdrivers, pliers, sockets and spanners insulated to IEC 60900.',
      'Làm việc trên mạch pin và động cơ có thể còn điện: tua vít, kìm, đầu tuýp và cờ lê cách điện theo IEC 60900.',
      'Trabajar en circuitos de batería y motor que pueden estar en tensión: destornilladores, alicates, vasos y llaves aislados según IEC 60900.',
      'Arbeiten an möglicherweise spannungsführenden Akku- und Motorkreisen: Schraubendreher, Zangen, Nüsse und Schlüssel nach IEC 60900 isoliert.',
      'Bekerja pada rangkaian baterai dan motor yang mungkin bertegangan: obeng, tang, soket, dan kunci berinsulasi sesuai IEC 60900.',
    ),
    parameter: L('1000 V AC / 1500 V DC，24件，IEC 60900', '1000 V AC / 1500 V DC, 24 pieces, IEC 60900', '1000 V AC / 1500 V DC, 24 chi tiết, IEC 60900', '1000 V CA / 1500 V CC, 24 piezas, IEC 60900', '1000 V AC / 1500 V DC, 24-teilig, IEC 60900', '1000 V AC / 1500 V DC, 24 buah, IEC 60900'),
  },
  {
    code: 'ST-HV-002', category: 'HV_SAFETY', unit: 'PAIR', driveType: 'ALL', picture: 'gloves', fits: highVoltage,
    names: L('0级绝缘手套', 'Insulating gloves, class 0', 'Găng tay cách điện cấp 0', 'Guantes aislantes clase 0', 'Isolierhandschuhe Klasse 0', 'Sarung tangan isolasi kelas 0'),
    purpose: L(
      '断开电池或在裸露高压部件附近作业时保护双手；每次使用前做充气检漏。',
      'Protect the hands when disconnecting the battery or working near exposed high-voltage parts; check for leaks before each use.',
      'Bảo vệ tay khi ngắt pin hoặc làm việc gần bộ phận cao áp hở; kiểm tra rò khí trước mỗi lần dùng.',
      'Proteger las manos al desconectar la batería o trabajar cerca de piezas de alta tensión expuestas; comprobar fugas antes de cada uso.',
      'Schützt die Hände beim Abklemmen des Akkus und bei Arbeiten an offenen Hochvoltteilen; vor jedem Gebrauch auf Dichtheit prüfen.',
      'Melindungi tangan saat melepas baterai atau bekerja dekat bagian tegangan tinggi yang terbuka; periksa kebocoran sebelum setiap pemakaian.',
    ),
    parameter: L('0级，1000 V AC / 1500 V DC，EN 60903，10号', 'Class 0, 1000 V AC / 1500 V DC, EN 60903, size 10', 'Cấp 0, 1000 V AC / 1500 V DC, EN 60903, cỡ 10', 'Clase 0, 1000 V CA / 1500 V CC, EN 60903, talla 10', 'Klasse 0, 1000 V AC / 1500 V DC, EN 60903, Größe 10', 'Kelas 0, 1000 V AC / 1500 V DC, EN 60903, ukuran 10'),
  },
  {
    code: 'ST-HV-003', category: 'HV_SAFETY', unit: 'PCS', driveType: 'ALL', picture: 'crimper', fits: notScooter,
    names: L('高压端子压线钳', 'High-voltage terminal crimping tool', 'Kìm bấm đầu cos cao áp', 'Crimpadora de terminales de alta tensión', 'Hochvolt-Crimpzange', 'Tang crimping terminal tegangan tinggi'),
    purpose: L(
      '压接电池线与电机相线端子，保证规定的拉脱力。',
      'Crimp battery and phase-cable terminals to the specified pull-out force.',
      'Bấm đầu cos dây pin và dây pha động cơ đạt lực kéo quy định.',
      'Engastar terminales de cables de batería y de fase con la fuerza de extracción especificada.',
      'Kabelschuhe von Akku- und Phasenkabeln mit der vorgeschriebenen Auszugskraft crimpen.',
      'Mengepres terminal kabel baterai dan kabel fase sesuai gaya tarik yang ditentukan.',
    ),
    parameter: L('6–50 mm²，六角压接，棘轮释放', '6–50 mm², hexagonal crimp, ratchet release', '6–50 mm², bấm lục giác, nhả bánh cóc', '6–50 mm², engaste hexagonal, liberación por trinquete', '6–50 mm², Sechskantcrimp, Ratschenentriegelung', '6–50 mm², crimp heksagonal, pelepas ratchet'),
  },
  {
    code: 'ST-DG-001', category: 'DIAGNOSTIC', unit: 'SET', driveType: 'ALL', picture: 'canInterface',
    names: L('CAN诊断接口', 'CAN diagnostic interface', 'Giao diện chẩn đoán CAN', 'Interfaz de diagnóstico CAN', 'CAN-Diagnoseschnittstelle', 'Antarmuka diagnostik CAN'),
    purpose: L(
      '配合维修软件读取和清除控制器、BMS和仪表的故障码，读取实时数据并执行执行器测试。',
      'Read and clear fault codes of the controller, BMS and display, read live data and run actuator tests with the workshop software.',
      'Đọc và xóa mã lỗi của bộ điều khiển, BMS và đồng hồ, đọc dữ liệu trực tiếp và chạy thử cơ cấu chấp hành bằng phần mềm xưởng.',
      'Leer y borrar códigos de avería del controlador, BMS y pantalla, leer datos en vivo y hacer pruebas de actuadores con el software del taller.',
      'Fehlercodes von Steuergerät, BMS und Display lesen und löschen, Live-Daten lesen und Stellgliedtests mit der Werkstattsoftware ausführen.',
      'Membaca dan menghapus kode gangguan kontroler, BMS, dan layar, membaca data langsung, dan menjalankan uji aktuator dengan perangkat lunak bengkel.',
    ),
    parameter: L('CAN 2.0B，125/250/500 kbit/s，USB-C与蓝牙5.0，12–100 V供电', 'CAN 2.0B, 125/250/500 kbit/s, USB-C and Bluetooth 5.0, 12–100 V supply', 'CAN 2.0B, 125/250/500 kbit/s, USB-C và Bluetooth 5.0, nguồn 12–100 V', 'CAN 2.0B, 125/250/500 kbit/s, USB-C y Bluetooth 5.0, alimentación 12–100 V', 'CAN 2.0B, 125/250/500 kbit/s, USB-C und Bluetooth 5.0, Versorgung 12–100 V', 'CAN 2.0B, 125/250/500 kbit/s, USB-C dan Bluetooth 5.0, catu 12–100 V'),
  },
  {
    code: 'ST-DG-002', category: 'DIAGNOSTIC', unit: 'PCS', driveType: 'ALL', picture: 'programmingCable',
    names: L('固件编程线', 'Firmware programming cable', 'Cáp nạp firmware', 'Cable de programación de firmware', 'Firmware-Programmierkabel', 'Kabel pemrograman firmware'),
    purpose: L(
      '车辆无法在线升级时，刷写控制器、BMS和仪表固件。',
      'Flash controller, BMS and display firmware when the vehicle cannot update over the air.',
      'Nạp firmware bộ điều khiển, BMS và đồng hồ khi xe không cập nhật qua mạng được.',
      'Grabar el firmware del controlador, BMS y pantalla cuando el vehículo no puede actualizarse por aire.',
      'Firmware von Steuergerät, BMS und Display flashen, wenn das Fahrzeug nicht über die Luftschnittstelle aktualisieren kann.',
      'Memprogram firmware kontroler, BMS, dan layar saat kendaraan tidak dapat diperbarui secara daring.',
    ),
    parameter: L('USB转CAN/UART，1.5 m，6针维修接口', 'USB to CAN/UART, 1.5 m, 6-pin service connector', 'USB sang CAN/UART, 1,5 m, giắc dịch vụ 6 chân', 'USB a CAN/UART, 1,5 m, conector de servicio de 6 pines', 'USB auf CAN/UART, 1,5 m, 6-poliger Servicestecker', 'USB ke CAN/UART, 1,5 m, konektor servis 6 pin'),
  },
  {
    code: 'ST-MS-001', category: 'MEASURING', unit: 'PCS', driveType: 'ALL', picture: 'insulationTester', fits: highVoltage,
    names: L('绝缘电阻测试仪', 'Insulation resistance tester', 'Máy đo điện trở cách điện', 'Medidor de resistencia de aislamiento', 'Isolationsmessgerät', 'Penguji tahanan isolasi'),
    purpose: L(
      '电池、电机或线束维修后，测量高压系统与车架之间的绝缘。',
      'Measure the insulation between the high-voltage system and the frame after a battery, motor or harness repair.',
      'Đo cách điện giữa hệ thống cao áp và khung xe sau khi sửa pin, động cơ hoặc bó dây.',
      'Medir el aislamiento entre el sistema de alta tensión y el bastidor tras reparar batería, motor o cableado.',
      'Isolation zwischen Hochvoltsystem und Rahmen nach Reparaturen an Akku, Motor oder Kabelbaum messen.',
      'Mengukur isolasi antara sistem tegangan tinggi dan rangka setelah perbaikan baterai, motor, atau harness.',
    ),
    parameter: L('测试电压250/500/1000 V DC，0.1 MΩ–10 GΩ', 'Test voltage 250/500/1000 V DC, 0.1 MΩ – 10 GΩ', 'Điện áp thử 250/500/1000 V DC, 0,1 MΩ – 10 GΩ', 'Tensión de prueba 250/500/1000 V CC, 0,1 MΩ – 10 GΩ', 'Prüfspannung 250/500/1000 V DC, 0,1 MΩ – 10 GΩ', 'Tegangan uji 250/500/1000 V DC, 0,1 MΩ – 10 GΩ'),
  },
  {
    code: 'ST-MS-002', category: 'MEASURING', unit: 'PCS', driveType: 'ALL', picture: 'multimeter',
    names: L('CAT III数字万用表', 'Digital multimeter, CAT III', 'Đồng hồ vạn năng số CAT III', 'Multímetro digital CAT III', 'Digitalmultimeter CAT III', 'Multimeter digital CAT III'),
    purpose: L(
      '测量低压和高压回路的电压、电流和电阻。',
      'Measure voltages, currents and resistances in low- and high-voltage circuits.',
      'Đo điện áp, dòng điện và điện trở trong mạch hạ áp và cao áp.',
      'Medir tensiones, corrientes y resistencias en circuitos de baja y alta tensión.',
      'Spannungen, Ströme und Widerstände in Nieder- und Hochvoltkreisen messen.',
      'Mengukur tegangan, arus, dan tahanan pada rangkaian tegangan rendah dan tinggi.',
    ),
    parameter: L('真有效值，1000 V CAT III / 600 V CAT IV，10 A', 'True RMS, 1000 V CAT III / 600 V CAT IV, 10 A', 'True RMS, 1000 V CAT III / 600 V CAT IV, 10 A', 'Verdadero valor eficaz, 1000 V CAT III / 600 V CAT IV, 10 A', 'Echteffektivwert, 1000 V CAT III / 600 V CAT IV, 10 A', 'True RMS, 1000 V CAT III / 600 V CAT IV, 10 A'),
  },
  {
    code: 'ST-MS-003', category: 'MEASURING', unit: 'SET', driveType: 'ALL', picture: 'dialGauge',
    names: L('制动盘跳动测量套装', 'Brake disc run-out gauge set', 'Bộ đo độ đảo đĩa phanh', 'Juego de medición de alabeo de discos', 'Messsatz für Bremsscheibenschlag', 'Set pengukur run-out cakram rem'),
    purpose: L(
      '决定更换制动盘前，检查其端面跳动和厚度。',
      'Check a brake disc\'s run-out and thickness before deciding to replace it.',
      'Kiểm tra độ đảo và độ dày đĩa phanh trước khi quyết định thay.',
      'Comprobar el alabeo y el espesor de un disco antes de decidir sustituirlo.',
      'Schlag und Dicke einer Bremsscheibe prüfen, bevor über den Ersatz entschieden wird.',
      'Memeriksa run-out dan ketebalan cakram rem sebelum memutuskan penggantian.',
    ),
    parameter: L('0–10 mm百分表，0.01 mm，磁性表座，0–25 mm千分尺', '0–10 mm dial gauge, 0.01 mm, magnetic base, 0–25 mm micrometer', 'Đồng hồ so 0–10 mm, 0,01 mm, đế từ, panme 0–25 mm', 'Comparador 0–10 mm, 0,01 mm, base magnética, micrómetro 0–25 mm', 'Messuhr 0–10 mm, 0,01 mm, Magnetfuß, Bügelmessschraube 0–25 mm', 'Dial gauge 0–10 mm, 0,01 mm, dudukan magnet, mikrometer 0–25 mm'),
  },
  {
    code: 'ST-BT-001', category: 'BATTERY', unit: 'PCS', driveType: 'ALL', picture: 'cellChecker',
    names: L('电芯电压检测仪', 'Cell voltage checker', 'Máy kiểm tra điện áp cell', 'Comprobador de tensión de celdas', 'Zellspannungsprüfer', 'Pemeriksa tegangan sel'),
    purpose: L(
      '通过均衡插头读取每组电芯电压，找出落后的电芯组。',
      'Read every cell group\'s voltage through the balance connector to find a weak group.',
      'Đọc điện áp từng nhóm cell qua giắc cân bằng để tìm nhóm yếu.',
      'Leer la tensión de cada grupo de celdas por el conector de equilibrado para encontrar el grupo débil.',
      'Spannung jeder Zellgruppe über den Balancerstecker lesen, um eine schwache Gruppe zu finden.',
      'Membaca tegangan setiap grup sel melalui konektor balancing untuk menemukan grup yang lemah.',
    ),
    parameter: L('2–32串，分辨率0.001 V，JST-XH均衡转接头', '2–32 cells in series, 0.001 V resolution, JST-XH balance adapters', '2–32 cell nối tiếp, độ phân giải 0,001 V, đầu chuyển cân bằng JST-XH', '2–32 celdas en serie, resolución 0,001 V, adaptadores de equilibrado JST-XH', '2–32 Zellen in Reihe, Auflösung 0,001 V, JST-XH-Balanceradapter', '2–32 sel seri, resolusi 0,001 V, adaptor balancing JST-XH'),
  },
  {
    code: 'ST-BT-002', category: 'BATTERY', unit: 'SET', driveType: 'ALL', picture: 'capacityTester',
    names: L('电池容量测试仪', 'Battery capacity tester', 'Máy kiểm tra dung lượng pin', 'Probador de capacidad de baterías', 'Akku-Kapazitätstester', 'Penguji kapasitas baterai'),
    purpose: L(
      '以设定电流放电，测量电池包实际容量并与额定容量比较。',
      'Discharge a pack at a set current and measure its real capacity against the rated one.',
      'Xả bộ pin với dòng đặt trước và đo dung lượng thực so với định mức.',
      'Descargar un paquete a corriente fija y medir su capacidad real frente a la nominal.',
      'Einen Akku mit festem Strom entladen und seine tatsächliche Kapazität mit der Nennkapazität vergleichen.',
      'Mengosongkan paket pada arus tertentu dan mengukur kapasitas nyata dibandingkan kapasitas nominal.',
    ),
    parameter: L('36–96 V，0–50 A，1500 W，USB数据记录', '36–96 V, 0–50 A, 1500 W, USB data logging', '36–96 V, 0–50 A, 1500 W, ghi dữ liệu qua USB', '36–96 V, 0–50 A, 1500 W, registro de datos USB', '36–96 V, 0–50 A, 1500 W, USB-Datenaufzeichnung', '36–96 V, 0–50 A, 1500 W, pencatatan data USB'),
  },
  {
    code: 'ST-BT-003', category: 'BATTERY', unit: 'PCS', driveType: 'ALL', picture: 'liftTable', fits: (l) => l.code === 'MOT',
    names: L('电池举升台', 'Battery lift table', 'Bàn nâng pin', 'Mesa elevadora de baterías', 'Akku-Hubtisch', 'Meja angkat baterai'),
    purpose: L(
      '平稳地将摩托车的重型电池包降下和举起，不费力也不倾斜电池包。',
      'Lower heavy battery packs out of motorcycles and lift them back in, without strain and without tilting the pack.',
      'Hạ và nâng bộ pin nặng của mô tô một cách nhẹ nhàng, không làm nghiêng bộ pin.',
      'Bajar y subir las baterías pesadas de las motocicletas sin esfuerzo y sin inclinar el paquete.',
      'Schwere Akkupacks aus Motorrädern absenken und wieder einheben, ohne Kraftaufwand und ohne den Akku zu kippen.',
      'Menurunkan dan menaikkan paket baterai berat sepeda motor tanpa tenaga berlebih dan tanpa memiringkan paket.',
    ),
    parameter: L('载重300 kg，高度220–900 mm，台面600 × 400 mm，脚踏泵', 'Load 300 kg, height 220–900 mm, table 600 × 400 mm, foot pump', 'Tải 300 kg, cao 220–900 mm, mặt bàn 600 × 400 mm, bơm chân', 'Carga 300 kg, altura 220–900 mm, mesa 600 × 400 mm, bomba de pie', 'Traglast 300 kg, Höhe 220–900 mm, Tisch 600 × 400 mm, Fußpumpe', 'Beban 300 kg, tinggi 220–900 mm, meja 600 × 400 mm, pompa kaki'),
  },
  {
    code: 'ST-MO-001', category: 'MOTOR', unit: 'SET', driveType: 'HUB', picture: 'hubPuller', fits: (_l, _s, m) => m.drive !== 'MID',
    names: L('轮毂电机拉马', 'Hub motor puller', 'Cảo động cơ trục bánh', 'Extractor de motor de buje', 'Radnabenmotor-Abzieher', 'Treker motor hub'),
    purpose: L(
      '克服磁力将轮毂电机定子从磁钢转子中分离，不损伤绕组和磁钢。',
      'Separate a hub motor\'s stator from the magnet rotor against the magnetic pull, without damaging windings or magnets.',
      'Tách stator khỏi rotor nam châm của động cơ trục bánh thắng lực hút từ, không làm hỏng cuộn dây hay nam châm.',
      'Separar el estátor del rotor de imanes de un motor de buje venciendo la atracción magnética, sin dañar bobinados ni imanes.',
      'Stator eines Radnabenmotors gegen die Magnetkraft aus dem Magnetrotor ziehen, ohne Wicklungen oder Magnete zu beschädigen.',
      'Memisahkan stator motor hub dari rotor magnet melawan gaya tarik magnet tanpa merusak lilitan atau magnet.',
    ),
    parameter: L('最大8 kN，适用300–5000 W轮毂电机，轴径M10–M20', 'Up to 8 kN, for 300–5000 W hub motors, axles M10–M20', 'Tới 8 kN, cho động cơ hub 300–5000 W, trục M10–M20', 'Hasta 8 kN, para motores de buje de 300–5000 W, ejes M10–M20', 'Bis 8 kN, für Radnabenmotoren 300–5000 W, Achsen M10–M20', 'Hingga 8 kN, untuk motor hub 300–5000 W, as M10–M20'),
  },
  {
    code: 'ST-MO-002', category: 'MOTOR', unit: 'SET', driveType: 'ALL', picture: 'bearingPuller',
    names: L('轴承拉拔器套装', 'Bearing puller set', 'Bộ cảo vòng bi', 'Juego de extractores de rodamientos', 'Lagerabzieher-Satz', 'Set treker bearing'),
    purpose: L(
      '从盲孔和通孔座中拉出车轮、电机和平叉轴承。',
      'Pull wheel, motor and swing-arm bearings from blind and through seats.',
      'Cảo vòng bi bánh xe, động cơ và càng sau ra khỏi ổ kín và ổ thông.',
      'Extraer rodamientos de rueda, motor y basculante de alojamientos ciegos y pasantes.',
      'Rad-, Motor- und Schwingenlager aus Sack- und Durchgangsbohrungen ziehen.',
      'Mencabut bearing roda, motor, dan swing arm dari dudukan buntu maupun tembus.',
    ),
    parameter: L('内拉8–58 mm，外拉至100 mm，滑锤1.2 kg', 'Internal 8–58 mm, external up to 100 mm, slide hammer 1.2 kg', 'Cảo trong 8–58 mm, cảo ngoài tới 100 mm, búa trượt 1,2 kg', 'Interior 8–58 mm, exterior hasta 100 mm, martillo deslizante 1,2 kg', 'Innen 8–58 mm, außen bis 100 mm, Gleithammer 1,2 kg', 'Dalam 8–58 mm, luar hingga 100 mm, palu geser 1,2 kg'),
  },
  {
    code: 'ST-MO-003', category: 'MOTOR', unit: 'PCS', driveType: 'MID', picture: 'tensionMeter', fits: (_l, _s, m) => m.drive === 'MID',
    names: L('皮带张力计', 'Belt tension meter', 'Máy đo lực căng dây curoa', 'Medidor de tensión de correas', 'Riemenspannungsmessgerät', 'Pengukur ketegangan sabuk'),
    purpose: L(
      '按皮带固有频率设定中置电机摩托车的皮带张力。',
      'Set the belt tension of mid-drive motorcycles by the belt\'s natural frequency.',
      'Chỉnh lực căng dây curoa của mô tô động cơ đặt giữa theo tần số dao động riêng.',
      'Ajustar la tensión de la correa de motos de motor central por la frecuencia propia de la correa.',
      'Riemenspannung von Mittelmotor-Motorrädern über die Eigenfrequenz des Riemens einstellen.',
      'Menyetel ketegangan sabuk sepeda motor mid-drive berdasarkan frekuensi alami sabuk.',
    ),
    parameter: L('声波式，10–5000 Hz，±1 %', 'Sonic, 10–5000 Hz, ±1 %', 'Kiểu âm thanh, 10–5000 Hz, ±1 %', 'Sónico, 10–5000 Hz, ±1 %', 'Akustisch, 10–5000 Hz, ±1 %', 'Sonik, 10–5000 Hz, ±1 %'),
  },
  {
    code: 'ST-BR-001', category: 'BRAKE', unit: 'KIT', driveType: 'ALL', picture: 'bleedKit', fits: hydraulic,
    names: L('制动排气工具', 'Brake bleeding kit', 'Bộ dụng cụ xả gió phanh', 'Kit de purga de frenos', 'Bremsenentlüftungsgerät', 'Kit pembuangan angin rem'),
    purpose: L(
      '从排气嘴真空抽吸，一人即可完成液压制动排气，管路中不留空气。',
      'Bleed hydraulic brakes by vacuum from the bleed nipple: one person, no air left in the line.',
      'Xả gió phanh dầu bằng chân không từ van xả: một người làm được, không còn bọt khí trong đường ống.',
      'Purgar frenos hidráulicos por vacío desde el purgador: una sola persona, sin aire en el circuito.',
      'Hydraulische Bremsen per Unterdruck am Entlüftungsnippel entlüften: eine Person, keine Luft in der Leitung.',
      'Membuang angin rem hidrolik dengan vakum dari nipel: cukup satu orang, tanpa udara tersisa di saluran.',
    ),
    parameter: L('真空0–0.9 bar，1 L储液瓶，适用DOT 4和DOT 5.1', 'Vacuum 0–0.9 bar, 1 L bottle, for DOT 4 and DOT 5.1', 'Chân không 0–0,9 bar, bình 1 L, dùng cho DOT 4 và DOT 5.1', 'Vacío 0–0,9 bar, botella de 1 L, para DOT 4 y DOT 5.1', 'Unterdruck 0–0,9 bar, 1-l-Flasche, für DOT 4 und DOT 5.1', 'Vakum 0–0,9 bar, botol 1 L, untuk DOT 4 dan DOT 5.1'),
  },
  {
    code: 'ST-BR-002', category: 'BRAKE', unit: 'PCS', driveType: 'ALL', picture: 'pistonPress', fits: hydraulic,
    names: L('制动活塞回位工具', 'Brake piston press', 'Dụng cụ ép piston phanh', 'Retractor de pistones de freno', 'Bremskolben-Rücksetzer', 'Alat penekan piston rem'),
    purpose: L(
      '安装新刹车片前将卡钳活塞均匀压回。',
      'Push caliper pistons back evenly before fitting new brake pads.',
      'Ép đều piston cùm phanh về trước khi lắp má phanh mới.',
      'Retraer uniformemente los pistones de la pinza antes de montar pastillas nuevas.',
      'Bremskolben vor dem Einbau neuer Beläge gleichmäßig zurückdrücken.',
      'Menekan piston kaliper secara merata sebelum memasang kampas rem baru.',
    ),
    parameter: L('开口0–60 mm，适用双活塞和四活塞卡钳', 'Opening 0–60 mm, for 2- and 4-piston calipers', 'Độ mở 0–60 mm, cho cùm 2 và 4 piston', 'Apertura 0–60 mm, para pinzas de 2 y 4 pistones', 'Öffnung 0–60 mm, für 2- und 4-Kolben-Sättel', 'Bukaan 0–60 mm, untuk kaliper 2 dan 4 piston'),
  },
  {
    code: 'ST-WH-001', category: 'WHEEL', unit: 'SET', driveType: 'ALL', picture: 'tyreLevers',
    names: L('撬胎棒套装', 'Tyre lever set', 'Bộ cần nạy lốp', 'Juego de desmontadores de neumáticos', 'Montiereisen-Satz', 'Set pencungkil ban'),
    purpose: L(
      '在滑板车和轻便摩托车的小尺寸轮辋上拆装轮胎而不损伤轮辋。',
      'Fit and remove tyres on small scooter and moped rims without damaging the rim.',
      'Tháo lắp lốp trên vành nhỏ của scooter và xe máy điện mà không làm hỏng vành.',
      'Montar y desmontar neumáticos en llantas pequeñas de patinetes y ciclomotores sin dañar la llanta.',
      'Reifen auf kleinen Roller- und Mopedfelgen ohne Felgenschaden montieren und demontieren.',
      'Memasang dan melepas ban pada pelek kecil skuter dan moped tanpa merusak pelek.',
    ),
    parameter: L('3支，280 mm，含轮辋护片', '3 levers, 280 mm, with rim protectors', '3 cần, 280 mm, kèm miếng bảo vệ vành', '3 palancas, 280 mm, con protectores de llanta', '3 Hebel, 280 mm, mit Felgenschützern', '3 tuas, 280 mm, dengan pelindung pelek'),
  },
  {
    code: 'ST-WH-002', category: 'WHEEL', unit: 'KIT', driveType: 'ALL', picture: 'plugKit',
    names: L('无内胎轮胎修补工具', 'Tubeless tyre repair kit', 'Bộ vá lốp không săm', 'Kit de reparación de neumáticos sin cámara', 'Reparatursatz für schlauchlose Reifen', 'Kit tambal ban tubeless'),
    purpose: L(
      '用胶条封堵无内胎轮胎胎面上的刺孔。',
      'Plug punctures in the tread of tubeless tyres.',
      'Bịt lỗ thủng trên mặt lốp không săm.',
      'Taponar pinchazos en la banda de rodadura de neumáticos sin cámara.',
      'Löcher in der Lauffläche schlauchloser Reifen abdichten.',
      'Menyumbat lubang pada tapak ban tubeless.',
    ),
    parameter: L('扩孔锥、插入器、30根胶条、3支CO₂气瓶', 'Reamer, insertion tool, 30 plugs, 3 CO₂ cartridges', 'Dùi doa, dụng cụ luồn, 30 que vá, 3 bình CO₂', 'Escariador, insertador, 30 tapones, 3 cartuchos de CO₂', 'Reibahle, Einführwerkzeug, 30 Stopfen, 3 CO₂-Kartuschen', 'Reamer, alat penyisip, 30 karet tambal, 3 tabung CO₂'),
  },
  {
    code: 'ST-WH-003', category: 'WHEEL', unit: 'SET', driveType: 'ALL', picture: 'pressureGauge',
    names: L('胎压表与气门芯工具', 'Tyre pressure gauge and valve core tool', 'Đồng hồ áp suất lốp và dụng cụ van', 'Manómetro y herramienta de obuses', 'Reifendruckprüfer und Ventilwerkzeug', 'Pengukur tekanan ban dan alat pentil'),
    purpose: L(
      '检查胎压并更换气门芯。',
      'Check tyre pressures and change valve cores.',
      'Kiểm tra áp suất lốp và thay ruột van.',
      'Comprobar la presión de los neumáticos y cambiar obuses.',
      'Reifendruck prüfen und Ventileinsätze wechseln.',
      'Memeriksa tekanan ban dan mengganti isi pentil.',
    ),
    parameter: L('0–7 bar，0.05 bar，四用气门工具', '0–7 bar, 0.05 bar steps, 4-way valve tool', '0–7 bar, bước 0,05 bar, dụng cụ van 4 chức năng', '0–7 bar, pasos de 0,05 bar, herramienta de válvula 4 en 1', '0–7 bar, Teilung 0,05 bar, 4-fach-Ventilwerkzeug', '0–7 bar, skala 0,05 bar, alat pentil 4 fungsi'),
  },
  {
    code: 'ST-CH-001', category: 'CHASSIS', unit: 'SET', driveType: 'ALL', picture: 'sealDriver', fits: notScooter,
    names: L('前叉油封安装器', 'Fork seal driver set', 'Bộ đóng phớt phuộc', 'Juego de instaladores de retenes de horquilla', 'Gabeldichtring-Eintreiber-Satz', 'Set pemasang seal garpu'),
    purpose: L(
      '将新油封平正地压入前叉外管，不损伤油封唇口。',
      'Drive new fork seals square into the slider without damaging the lip.',
      'Đóng phớt phuộc mới vào ống ngoài thẳng và đều, không làm hỏng môi phớt.',
      'Introducir retenes nuevos rectos en la botella sin dañar el labio.',
      'Neue Gabeldichtringe gerade ins Gleitrohr treiben, ohne die Dichtlippe zu beschädigen.',
      'Memasukkan seal garpu baru secara lurus ke tabung tanpa merusak bibir seal.',
    ),
    parameter: L('30–48 mm，对开式，重锤1.5 kg', '30–48 mm, split driver, 1.5 kg hammer weight', '30–48 mm, loại hai nửa, quả búa 1,5 kg', '30–48 mm, instalador partido, martillo de 1,5 kg', '30–48 mm, geteilter Eintreiber, Schlaggewicht 1,5 kg', '30–48 mm, tipe belah, pemberat 1,5 kg'),
  },
  {
    code: 'ST-CH-002', category: 'CHASSIS', unit: 'SET', driveType: 'ALL', picture: 'bearingPress',
    names: L('转向轴承压装工具', 'Steering head bearing press', 'Dụng cụ ép bạc đạn cổ lái', 'Prensa para rodamientos de dirección', 'Lenkkopflager-Einpresswerkzeug', 'Alat press bearing komstir'),
    purpose: L(
      '将转向轴承外圈垂直压入并拉出。',
      'Press steering head bearing races in straight and pull them out.',
      'Ép thẳng vòng ngoài bạc đạn cổ lái vào và kéo ra.',
      'Introducir rectas y extraer las pistas de los rodamientos de dirección.',
      'Lagerschalen des Lenkkopfs gerade einpressen und herausziehen.',
      'Menekan masuk dan menarik keluar cup bearing komstir secara lurus.',
    ),
    parameter: L('适用1-1/8 in、30 × 47 mm和35 × 52 mm轴承外圈，M12丝杆', 'For 1-1/8 in, 30 × 47 mm and 35 × 52 mm races, M12 threaded rod', 'Cho vòng bi 1-1/8 in, 30 × 47 mm và 35 × 52 mm, ty ren M12', 'Para pistas de 1-1/8 in, 30 × 47 mm y 35 × 52 mm, varilla roscada M12', 'Für Lagerschalen 1-1/8 in, 30 × 47 mm und 35 × 52 mm, Gewindestange M12', 'Untuk cup 1-1/8 in, 30 × 47 mm dan 35 × 52 mm, batang ulir M12'),
  },
  {
    code: 'ST-LF-001', category: 'LIFTING', unit: 'PCS', driveType: 'ALL', picture: 'motoLift', fits: notScooter,
    names: L('摩托车液压举升架', 'Motorcycle hydraulic lift', 'Kích nâng thủy lực mô tô', 'Elevador hidráulico de motos', 'Hydraulischer Motorradheber', 'Dongkrak hidrolik sepeda motor'),
    purpose: L(
      '托住车架将车辆举起，使前后轮都能自由转动。',
      'Lift the vehicle by the frame so both wheels turn freely.',
      'Nâng xe qua khung để cả hai bánh quay tự do.',
      'Elevar el vehículo por el bastidor para que ambas ruedas giren libres.',
      'Das Fahrzeug am Rahmen anheben, damit beide Räder frei drehen.',
      'Mengangkat kendaraan pada rangka agar kedua roda berputar bebas.',
    ),
    parameter: L('载重500 kg，举升高度120–430 mm，液压', 'Load 500 kg, lift 120–430 mm, hydraulic', 'Tải 500 kg, nâng 120–430 mm, thủy lực', 'Carga 500 kg, elevación 120–430 mm, hidráulico', 'Traglast 500 kg, Hub 120–430 mm, hydraulisch', 'Beban 500 kg, angkat 120–430 mm, hidrolik'),
  },
  {
    code: 'ST-LF-002', category: 'LIFTING', unit: 'PCS', driveType: 'ALL', picture: 'scooterStand', fits: (l) => l.code === 'SCT',
    names: L('滑板车维修支架', 'Scooter repair stand', 'Giá sửa chữa scooter', 'Soporte de reparación para patinetes', 'Roller-Montageständer', 'Dudukan servis skuter'),
    purpose: L(
      '在工作高度夹持电动滑板车，前后轮悬空。',
      'Hold an e-scooter at working height with both wheels off the ground.',
      'Giữ scooter điện ở độ cao làm việc với hai bánh không chạm đất.',
      'Sujetar un patinete eléctrico a la altura de trabajo con ambas ruedas en el aire.',
      'Einen E-Scooter in Arbeitshöhe halten, beide Räder frei.',
      'Menahan skuter listrik pada ketinggian kerja dengan kedua roda terangkat.',
    ),
    parameter: L('夹持立管25–60 mm，高度700–1100 mm', 'Stem clamp 25–60 mm, height 700–1100 mm', 'Kẹp cọc lái 25–60 mm, cao 700–1100 mm', 'Pinza de tubo 25–60 mm, altura 700–1100 mm', 'Klemme für Lenksäule 25–60 mm, Höhe 700–1100 mm', 'Penjepit batang 25–60 mm, tinggi 700–1100 mm'),
  },
  {
    code: 'ST-GN-001', category: 'GENERAL', unit: 'SET', driveType: 'ALL', picture: 'torqueWrenches',
    names: L('扭力扳手套装', 'Torque wrench set', 'Bộ cờ lê lực', 'Juego de llaves dinamométricas', 'Drehmomentschlüssel-Satz', 'Set kunci torsi'),
    purpose: L(
      '按维修手册规定的扭矩拧紧轮轴螺母、制动和电机螺栓。',
      'Tighten axle nuts, brake and motor bolts to the values of the service manual.',
      'Siết đai ốc trục, bu lông phanh và động cơ theo lực siết trong sách hướng dẫn sửa chữa.',
      'Apretar tuercas de eje y tornillos de freno y motor a los pares del manual de taller.',
      'Achsmuttern, Brems- und Motorschrauben mit den Werten des Reparaturhandbuchs anziehen.',
      'Mengencangkan mur as, baut rem, dan motor sesuai nilai pada buku servis.',
    ),
    parameter: L('3支：2–25、10–60、40–200 N·m，±4 %，ISO 6789', '3 wrenches: 2–25, 10–60, 40–200 N·m, ±4 %, ISO 6789', '3 cờ lê: 2–25, 10–60, 40–200 N·m, ±4 %, ISO 6789', '3 llaves: 2–25, 10–60, 40–200 N·m, ±4 %, ISO 6789', '3 Schlüssel: 2–25, 10–60, 40–200 N·m, ±4 %, ISO 6789', '3 kunci: 2–25, 10–60, 40–200 N·m, ±4 %, ISO 6789'),
  },
  {
    code: 'ST-GN-002', category: 'GENERAL', unit: 'SET', driveType: 'ALL', picture: 'axleSockets',
    names: L('轮轴螺母套筒组', 'Axle nut socket set', 'Bộ đầu tuýp đai ốc trục', 'Juego de vasos para tuercas de eje', 'Achsmutter-Steckschlüsselsatz', 'Set soket mur as'),
    purpose: L(
      '拆卸并按扭矩拧紧轮毂电机和车轮的轮轴螺母。',
      'Loosen and torque the axle nuts of hub motors and wheels.',
      'Tháo và siết lực đai ốc trục của động cơ hub và bánh xe.',
      'Aflojar y apretar al par las tuercas de eje de motores de buje y ruedas.',
      'Achsmuttern von Radnabenmotoren und Rädern lösen und mit Drehmoment anziehen.',
      'Melepas dan mengencangkan dengan torsi mur as motor hub dan roda.',
    ),
    parameter: L('24、27、30、32 mm，1/2英寸方榫，冲击级', '24, 27, 30, 32 mm, 1/2 in drive, impact rated', '24, 27, 30, 32 mm, đầu vuông 1/2 in, chịu va đập', '24, 27, 30, 32 mm, cuadradillo 1/2 in, para impacto', '24, 27, 30, 32 mm, 1/2-Zoll-Antrieb, schlagfest', '24, 27, 30, 32 mm, drive 1/2 in, tahan impak'),
  },
];
