import type { TLocalizedText } from '@portal/contract';

/*
 * The fault catalogue of electric two-wheelers (scooters and motorcycles with a hub or mid-drive
 * motor and a lithium pack): module → system → position, as a workshop reports where a fault sits.
 * Written from the fault trees workshops use for these vehicles (pack, BMS, charger, controller,
 * hub motor, hall sensors, throttle, brakes with cut-off switches, CBS/ABS, lighting, cluster,
 * telematics). Names: zh-CN, en-US, vi, es, de, id.
 */

type Tuple = [code: string, zh: string, en: string, vi: string, es: string, de: string, id: string];
interface SystemDef {
  system: Tuple;
  positions: Tuple[];
}
interface ModuleDef {
  module: Tuple;
  systems: SystemDef[];
}

const CATALOGUE: ModuleDef[] = [
  {
    module: ['BAT', '动力电池', 'Traction battery', 'Pin động lực', 'Batería de tracción', 'Antriebsbatterie', 'Baterai traksi'],
    systems: [
      {
        system: ['BAT01', '电池包', 'Battery pack', 'Khối pin', 'Paquete de baterías', 'Akkupack', 'Paket baterai'],
        positions: [
          ['BAT0101', '电芯', 'Battery cells', 'Cell pin', 'Celdas', 'Batteriezellen', 'Sel baterai'],
          ['BAT0102', '电池模组连接片', 'Cell interconnectors', 'Thanh nối cell', 'Conectores entre celdas', 'Zellverbinder', 'Penghubung sel'],
          ['BAT0103', '电池外壳', 'Pack housing', 'Vỏ khối pin', 'Carcasa del paquete', 'Akkugehäuse', 'Rumah paket baterai'],
          ['BAT0104', '电池密封圈', 'Pack seal', 'Gioăng kín khối pin', 'Junta del paquete', 'Akkudichtung', 'Seal paket baterai'],
          ['BAT0105', '放电接插件', 'Discharge connector', 'Giắc xả', 'Conector de descarga', 'Entladestecker', 'Konektor pengosongan'],
          ['BAT0106', '电池保险丝', 'Pack fuse', 'Cầu chì khối pin', 'Fusible del paquete', 'Akkusicherung', 'Sekring baterai'],
          ['BAT0107', '电池温度传感器', 'Pack temperature sensor', 'Cảm biến nhiệt độ pin', 'Sensor de temperatura del paquete', 'Akkutemperatursensor', 'Sensor suhu baterai'],
          ['BAT0108', '电池提手与锁扣', 'Pack handle and latch', 'Tay cầm và chốt khóa pin', 'Asa y cierre del paquete', 'Akkugriff und Verriegelung', 'Pegangan dan pengunci baterai'],
        ],
      },
      {
        system: ['BAT02', '电池管理系统', 'Battery management system (BMS)', 'Hệ thống quản lý pin (BMS)', 'Sistema de gestión de batería (BMS)', 'Batteriemanagementsystem (BMS)', 'Sistem manajemen baterai (BMS)'],
        positions: [
          ['BAT0201', 'BMS主板', 'BMS board', 'Bo mạch BMS', 'Placa BMS', 'BMS-Platine', 'Papan BMS'],
          ['BAT0202', '均衡电路', 'Cell balancing circuit', 'Mạch cân bằng cell', 'Circuito de equilibrado', 'Zellausgleichsschaltung', 'Sirkuit penyeimbang sel'],
          ['BAT0203', '放电MOS管', 'Discharge MOSFET', 'MOSFET xả', 'MOSFET de descarga', 'Entlade-MOSFET', 'MOSFET pengosongan'],
          ['BAT0204', '充电MOS管', 'Charge MOSFET', 'MOSFET sạc', 'MOSFET de carga', 'Lade-MOSFET', 'MOSFET pengisian'],
          ['BAT0205', 'BMS通信线', 'BMS communication line', 'Dây truyền thông BMS', 'Línea de comunicación BMS', 'BMS-Kommunikationsleitung', 'Jalur komunikasi BMS'],
          ['BAT0206', '电量计（SOC）', 'State-of-charge gauge', 'Bộ đo dung lượng (SOC)', 'Indicador de carga (SOC)', 'Ladezustandsanzeige (SOC)', 'Pengukur kapasitas (SOC)'],
          ['BAT0207', 'BMS唤醒线', 'BMS wake-up line', 'Dây đánh thức BMS', 'Línea de activación del BMS', 'BMS-Weckleitung', 'Jalur bangun BMS'],
          ['BAT0208', '电流采样分流器', 'Current shunt', 'Điện trở shunt đo dòng', 'Shunt de corriente', 'Strommess-Shunt', 'Shunt arus'],
        ],
      },
      {
        system: ['BAT03', '充电系统', 'Charging system', 'Hệ thống sạc', 'Sistema de carga', 'Ladesystem', 'Sistem pengisian'],
        positions: [
          ['BAT0301', '充电器', 'Charger', 'Bộ sạc', 'Cargador', 'Ladegerät', 'Pengisi daya'],
          ['BAT0302', '整车充电口', 'Vehicle charging socket', 'Cổng sạc trên xe', 'Toma de carga del vehículo', 'Ladebuchse am Fahrzeug', 'Soket pengisian kendaraan'],
          ['BAT0303', '电池充电口', 'Pack charging port', 'Cổng sạc khối pin', 'Puerto de carga del paquete', 'Ladeanschluss am Akku', 'Port pengisian baterai'],
          ['BAT0304', '充电线束', 'Charging cable', 'Dây sạc', 'Cable de carga', 'Ladekabel', 'Kabel pengisian'],
          ['BAT0305', '充电指示灯', 'Charging indicator', 'Đèn báo sạc', 'Indicador de carga', 'Ladeanzeige', 'Indikator pengisian'],
          ['BAT0306', '充电器风扇', 'Charger fan', 'Quạt bộ sạc', 'Ventilador del cargador', 'Ladegerätlüfter', 'Kipas pengisi daya'],
          ['BAT0307', '充电器输出保险', 'Charger output fuse', 'Cầu chì đầu ra bộ sạc', 'Fusible de salida del cargador', 'Ausgangssicherung des Ladegeräts', 'Sekring keluaran pengisi daya'],
        ],
      },
      {
        system: ['BAT04', '电池仓与固定', 'Battery compartment and mounting', 'Khoang và giá đỡ pin', 'Compartimento y soporte de batería', 'Akkufach und Halterung', 'Kompartemen dan dudukan baterai'],
        positions: [
          ['BAT0401', '电池仓', 'Battery compartment', 'Khoang pin', 'Compartimento de batería', 'Akkufach', 'Kompartemen baterai'],
          ['BAT0402', '电池仓接插座', 'Compartment connector base', 'Đế giắc khoang pin', 'Base del conector', 'Steckersockel im Akkufach', 'Dudukan konektor kompartemen'],
          ['BAT0403', '电池减震垫', 'Pack damping pads', 'Đệm giảm chấn pin', 'Almohadillas amortiguadoras', 'Akkudämpfungspolster', 'Bantalan peredam baterai'],
          ['BAT0404', '电池锁', 'Battery lock', 'Khóa pin', 'Cerradura de batería', 'Akkuschloss', 'Kunci baterai'],
        ],
      },
    ],
  },
  {
    module: ['DRV', '驱动系统', 'Drive system', 'Hệ thống truyền động điện', 'Sistema de propulsión', 'Antriebssystem', 'Sistem penggerak'],
    systems: [
      {
        system: ['DRV01', '驱动电机', 'Drive motor', 'Động cơ dẫn động', 'Motor de tracción', 'Antriebsmotor', 'Motor penggerak'],
        positions: [
          ['DRV0101', '电机定子绕组', 'Stator winding', 'Cuộn dây stato', 'Bobinado del estátor', 'Statorwicklung', 'Lilitan stator'],
          ['DRV0102', '电机磁钢', 'Rotor magnets', 'Nam châm rôto', 'Imanes del rotor', 'Rotormagnete', 'Magnet rotor'],
          ['DRV0103', '霍尔传感器', 'Hall sensors', 'Cảm biến Hall', 'Sensores Hall', 'Hallsensoren', 'Sensor Hall'],
          ['DRV0104', '电机轴承', 'Motor bearings', 'Ổ bi động cơ', 'Rodamientos del motor', 'Motorlager', 'Bantalan motor'],
          ['DRV0105', '电机相线', 'Phase wires', 'Dây pha động cơ', 'Cables de fase', 'Phasenleitungen', 'Kabel fase'],
          ['DRV0106', '电机温度传感器', 'Motor temperature sensor', 'Cảm biến nhiệt độ động cơ', 'Sensor de temperatura del motor', 'Motortemperatursensor', 'Sensor suhu motor'],
          ['DRV0107', '电机端盖与密封', 'Motor end cover and seal', 'Nắp và gioăng động cơ', 'Tapa y junta del motor', 'Motordeckel und Dichtung', 'Tutup dan seal motor'],
          ['DRV0108', '电机轴与花键', 'Motor shaft and splines', 'Trục và then hoa động cơ', 'Eje y estrías del motor', 'Motorwelle und Verzahnung', 'Poros dan spline motor'],
          ['DRV0109', '电机出线护套', 'Motor cable gland', 'Ống bảo vệ dây ra động cơ', 'Prensaestopas del cable del motor', 'Kabelverschraubung am Motor', 'Pelindung kabel motor'],
        ],
      },
      {
        system: ['DRV02', '电机控制器', 'Motor controller', 'Bộ điều khiển động cơ', 'Controlador del motor', 'Motorsteuerung', 'Kontroler motor'],
        positions: [
          ['DRV0201', '控制器功率管', 'Power MOSFETs', 'MOSFET công suất', 'MOSFET de potencia', 'Leistungs-MOSFETs', 'MOSFET daya'],
          ['DRV0202', '控制器主控板', 'Control board', 'Bo mạch điều khiển', 'Placa de control', 'Steuerplatine', 'Papan kontrol'],
          ['DRV0203', '控制器电容', 'Bus capacitors', 'Tụ điện', 'Condensadores', 'Zwischenkreiskondensatoren', 'Kapasitor'],
          ['DRV0204', '控制器散热器', 'Controller heat sink', 'Tản nhiệt bộ điều khiển', 'Disipador del controlador', 'Kühlkörper der Steuerung', 'Pendingin kontroler'],
          ['DRV0205', '控制器接插件', 'Controller connectors', 'Giắc nối bộ điều khiển', 'Conectores del controlador', 'Steckverbinder der Steuerung', 'Konektor kontroler'],
          ['DRV0206', '控制器程序', 'Controller firmware', 'Phần mềm bộ điều khiển', 'Firmware del controlador', 'Steuerungsfirmware', 'Firmware kontroler'],
          ['DRV0207', '预充电阻', 'Pre-charge resistor', 'Điện trở nạp trước', 'Resistencia de precarga', 'Vorladewiderstand', 'Resistor pra-pengisian'],
          ['DRV0208', '相电流传感器', 'Phase current sensor', 'Cảm biến dòng pha', 'Sensor de corriente de fase', 'Phasenstromsensor', 'Sensor arus fase'],
          ['DRV0209', '控制器外壳与灌封', 'Controller housing and potting', 'Vỏ và keo đổ bộ điều khiển', 'Carcasa y encapsulado del controlador', 'Steuerungsgehäuse und Verguss', 'Rumah dan pengisi kontroler'],
        ],
      },
      {
        system: ['DRV03', '调速与驾驶模式', 'Throttle and riding modes', 'Tay ga và chế độ lái', 'Acelerador y modos de conducción', 'Gasgriff und Fahrmodi', 'Gas dan mode berkendara'],
        positions: [
          ['DRV0301', '转把（调速把）', 'Throttle grip', 'Tay ga', 'Puño del acelerador', 'Gasdrehgriff', 'Handel gas'],
          ['DRV0302', '转把霍尔元件', 'Throttle Hall sensor', 'Cảm biến Hall tay ga', 'Sensor Hall del acelerador', 'Hallsensor des Gasgriffs', 'Sensor Hall gas'],
          ['DRV0303', '档位/模式开关', 'Mode switch', 'Công tắc chế độ', 'Interruptor de modo', 'Modusschalter', 'Sakelar mode'],
          ['DRV0304', '倒车开关', 'Reverse switch', 'Công tắc lùi', 'Interruptor de marcha atrás', 'Rückwärtsschalter', 'Sakelar mundur'],
          ['DRV0305', '巡航开关', 'Cruise switch', 'Công tắc ga tự động', 'Interruptor de crucero', 'Tempomatschalter', 'Sakelar cruise'],
          ['DRV0306', 'P档/驻车开关', 'Park switch', 'Công tắc đỗ xe', 'Interruptor de estacionamiento', 'Parkschalter', 'Sakelar parkir'],
        ],
      },
      {
        system: ['DRV04', '传动', 'Transmission', 'Truyền động', 'Transmisión', 'Kraftübertragung', 'Transmisi'],
        positions: [
          ['DRV0401', '皮带', 'Drive belt', 'Dây curoa', 'Correa de transmisión', 'Antriebsriemen', 'Sabuk penggerak'],
          ['DRV0402', '链条', 'Drive chain', 'Xích', 'Cadena', 'Antriebskette', 'Rantai'],
          ['DRV0403', '链轮/皮带轮', 'Sprockets and pulleys', 'Nhông và puly', 'Piñones y poleas', 'Ritzel und Riemenscheiben', 'Gir dan puli'],
          ['DRV0404', '减速齿轮', 'Reduction gear', 'Bánh răng giảm tốc', 'Engranaje reductor', 'Untersetzungsgetriebe', 'Roda gigi reduksi'],
          ['DRV0405', '张紧器', 'Tensioner', 'Bộ căng', 'Tensor', 'Spanner', 'Penegang'],
        ],
      },
    ],
  },
  {
    module: ['ELE', '电气系统', 'Electrical system', 'Hệ thống điện', 'Sistema eléctrico', 'Elektrik', 'Sistem kelistrikan'],
    systems: [
      {
        system: ['ELE01', '电源与配电', 'Power supply and distribution', 'Nguồn và phân phối điện', 'Alimentación y distribución', 'Stromversorgung und Verteilung', 'Catu daya dan distribusi'],
        positions: [
          ['ELE0101', 'DC-DC转换器', 'DC-DC converter', 'Bộ chuyển đổi DC-DC', 'Convertidor CC-CC', 'DC-DC-Wandler', 'Konverter DC-DC'],
          ['ELE0102', '12V辅助电池', '12 V auxiliary battery', 'Ắc quy phụ 12 V', 'Batería auxiliar de 12 V', '12-V-Hilfsbatterie', 'Aki bantu 12 V'],
          ['ELE0103', '保险丝盒', 'Fuse box', 'Hộp cầu chì', 'Caja de fusibles', 'Sicherungskasten', 'Kotak sekring'],
          ['ELE0104', '主继电器', 'Main relay', 'Rơ le chính', 'Relé principal', 'Hauptrelais', 'Relai utama'],
          ['ELE0105', '电门锁', 'Ignition switch', 'Ổ khóa điện', 'Interruptor de encendido', 'Zündschloss', 'Kunci kontak'],
          ['ELE0106', '急停开关', 'Kill switch', 'Công tắc ngắt khẩn cấp', 'Interruptor de parada de emergencia', 'Notausschalter', 'Sakelar mati darurat'],
        ],
      },
      {
        system: ['ELE02', '线束', 'Wiring harness', 'Bó dây điện', 'Mazo de cables', 'Kabelbaum', 'Rangkaian kabel'],
        positions: [
          ['ELE0201', '主线束', 'Main harness', 'Bó dây chính', 'Mazo principal', 'Hauptkabelbaum', 'Rangkaian kabel utama'],
          ['ELE0202', '前部线束', 'Front harness', 'Bó dây phía trước', 'Mazo delantero', 'Vorderer Kabelbaum', 'Rangkaian kabel depan'],
          ['ELE0203', '尾部线束', 'Rear harness', 'Bó dây phía sau', 'Mazo trasero', 'Hinterer Kabelbaum', 'Rangkaian kabel belakang'],
          ['ELE0204', '接插件端子', 'Connector terminals', 'Đầu cốt giắc nối', 'Terminales de conector', 'Steckerkontakte', 'Terminal konektor'],
          ['ELE0205', '搭铁点', 'Ground points', 'Điểm nối mát', 'Puntos de masa', 'Massepunkte', 'Titik ground'],
          ['ELE0206', 'CAN总线', 'CAN bus', 'Mạng CAN', 'Bus CAN', 'CAN-Bus', 'Bus CAN'],
        ],
      },
      {
        system: ['ELE03', '照明与信号', 'Lighting and signalling', 'Chiếu sáng và tín hiệu', 'Iluminación y señalización', 'Beleuchtung und Signale', 'Lampu dan sinyal'],
        positions: [
          ['ELE0301', '前大灯', 'Headlamp', 'Đèn pha', 'Faro delantero', 'Scheinwerfer', 'Lampu depan'],
          ['ELE0302', '日间行车灯', 'Daytime running light', 'Đèn chạy ban ngày', 'Luz de circulación diurna', 'Tagfahrlicht', 'Lampu siang hari'],
          ['ELE0303', '尾灯/刹车灯', 'Tail and brake light', 'Đèn hậu và đèn phanh', 'Luz trasera y de freno', 'Rück- und Bremslicht', 'Lampu belakang dan rem'],
          ['ELE0304', '前转向灯', 'Front turn signals', 'Đèn xi nhan trước', 'Intermitentes delanteros', 'Blinker vorne', 'Lampu sein depan'],
          ['ELE0305', '后转向灯', 'Rear turn signals', 'Đèn xi nhan sau', 'Intermitentes traseros', 'Blinker hinten', 'Lampu sein belakang'],
          ['ELE0306', '闪光器', 'Flasher relay', 'Rơ le nháy', 'Relé de intermitencia', 'Blinkrelais', 'Relai flasher'],
          ['ELE0307', '牌照灯', 'Licence plate light', 'Đèn biển số', 'Luz de matrícula', 'Kennzeichenleuchte', 'Lampu pelat nomor'],
          ['ELE0308', '喇叭', 'Horn', 'Còi', 'Bocina', 'Hupe', 'Klakson'],
          ['ELE0309', '位置灯', 'Position lights', 'Đèn định vị', 'Luces de posición', 'Standlicht', 'Lampu posisi'],
          ['ELE0310', '双闪开关', 'Hazard switch', 'Công tắc đèn khẩn cấp', 'Interruptor de emergencia', 'Warnblinkschalter', 'Sakelar lampu hazard'],
        ],
      },
      {
        system: ['ELE04', '仪表与开关', 'Instruments and switches', 'Đồng hồ và công tắc', 'Instrumentos e interruptores', 'Instrumente und Schalter', 'Instrumen dan sakelar'],
        positions: [
          ['ELE0401', '仪表总成', 'Instrument cluster', 'Cụm đồng hồ', 'Cuadro de instrumentos', 'Kombiinstrument', 'Panel instrumen'],
          ['ELE0402', '仪表背光', 'Cluster backlight', 'Đèn nền đồng hồ', 'Retroiluminación', 'Instrumentenbeleuchtung', 'Lampu latar instrumen'],
          ['ELE0403', '车速信号', 'Speed signal', 'Tín hiệu tốc độ', 'Señal de velocidad', 'Geschwindigkeitssignal', 'Sinyal kecepatan'],
          ['ELE0404', '左手把开关', 'Left handlebar switch', 'Công tắc tay lái trái', 'Mando izquierdo del manillar', 'Lenkerschalter links', 'Sakelar setang kiri'],
          ['ELE0405', '右手把开关', 'Right handlebar switch', 'Công tắc tay lái phải', 'Mando derecho del manillar', 'Lenkerschalter rechts', 'Sakelar setang kanan'],
          ['ELE0406', 'USB充电口', 'USB charging port', 'Cổng sạc USB', 'Puerto de carga USB', 'USB-Ladebuchse', 'Port pengisian USB'],
          ['ELE0407', '里程存储', 'Odometer memory', 'Bộ nhớ đồng hồ công-tơ-mét', 'Memoria del cuentakilómetros', 'Kilometerzählerspeicher', 'Memori odometer'],
        ],
      },
      {
        system: ['ELE05', '侧撑与安全开关', 'Side stand and safety switches', 'Chân chống và công tắc an toàn', 'Caballete y interruptores de seguridad', 'Seitenständer und Sicherheitsschalter', 'Standar samping dan sakelar keamanan'],
        positions: [
          ['ELE0501', '侧撑断电开关', 'Side stand cut-off switch', 'Công tắc ngắt chân chống', 'Interruptor de corte del caballete', 'Seitenständerschalter', 'Sakelar pemutus standar samping'],
          ['ELE0502', '座垫感应开关', 'Seat occupancy switch', 'Công tắc cảm biến yên', 'Interruptor de ocupación del asiento', 'Sitzkontaktschalter', 'Sakelar deteksi jok'],
          ['ELE0503', '倾倒传感器', 'Tip-over sensor', 'Cảm biến đổ xe', 'Sensor de vuelco', 'Umkippsensor', 'Sensor jatuh'],
        ],
      },
    ],
  },
  {
    module: ['BRK', '制动系统', 'Braking system', 'Hệ thống phanh', 'Sistema de frenos', 'Bremsanlage', 'Sistem rem'],
    systems: [
      {
        system: ['BRK01', '前制动', 'Front brake', 'Phanh trước', 'Freno delantero', 'Vorderradbremse', 'Rem depan'],
        positions: [
          ['BRK0101', '前制动卡钳', 'Front caliper', 'Cùm phanh trước', 'Pinza delantera', 'Bremssattel vorne', 'Kaliper depan'],
          ['BRK0102', '前刹车片', 'Front brake pads', 'Má phanh trước', 'Pastillas delanteras', 'Bremsbeläge vorne', 'Kampas rem depan'],
          ['BRK0103', '前刹车盘', 'Front brake disc', 'Đĩa phanh trước', 'Disco delantero', 'Bremsscheibe vorne', 'Cakram rem depan'],
          ['BRK0104', '前制动总泵', 'Front master cylinder', 'Xi lanh phanh chính trước', 'Bomba de freno delantera', 'Hauptbremszylinder vorne', 'Master rem depan'],
          ['BRK0105', '前制动油管', 'Front brake hose', 'Ống dầu phanh trước', 'Latiguillo delantero', 'Bremsschlauch vorne', 'Selang rem depan'],
          ['BRK0106', '前刹车把', 'Front brake lever', 'Tay phanh trước', 'Maneta de freno delantera', 'Bremshebel vorne', 'Tuas rem depan'],
          ['BRK0107', '前制动储液杯', 'Front brake fluid reservoir', 'Bình dầu phanh trước', 'Depósito de líquido de freno delantero', 'Bremsflüssigkeitsbehälter vorne', 'Tabung minyak rem depan'],
        ],
      },
      {
        system: ['BRK02', '后制动', 'Rear brake', 'Phanh sau', 'Freno trasero', 'Hinterradbremse', 'Rem belakang'],
        positions: [
          ['BRK0201', '后制动卡钳', 'Rear caliper', 'Cùm phanh sau', 'Pinza trasera', 'Bremssattel hinten', 'Kaliper belakang'],
          ['BRK0202', '后刹车片', 'Rear brake pads', 'Má phanh sau', 'Pastillas traseras', 'Bremsbeläge hinten', 'Kampas rem belakang'],
          ['BRK0203', '后刹车盘', 'Rear brake disc', 'Đĩa phanh sau', 'Disco trasero', 'Bremsscheibe hinten', 'Cakram rem belakang'],
          ['BRK0204', '鼓式刹车蹄片', 'Drum brake shoes', 'Guốc phanh tang trống', 'Zapatas de tambor', 'Trommelbremsbacken', 'Sepatu rem tromol'],
          ['BRK0205', '后刹车拉线', 'Rear brake cable', 'Dây phanh sau', 'Cable de freno trasero', 'Bremszug hinten', 'Kabel rem belakang'],
          ['BRK0206', '后刹车把', 'Rear brake lever', 'Tay phanh sau', 'Maneta de freno trasera', 'Bremshebel hinten', 'Tuas rem belakang'],
          ['BRK0207', '后制动鼓', 'Rear brake drum', 'Tang trống phanh sau', 'Tambor de freno trasero', 'Bremstrommel hinten', 'Tromol rem belakang'],
        ],
      },
      {
        system: ['BRK03', '制动电气与ABS/CBS', 'Brake electrics, ABS and CBS', 'Điện phanh, ABS và CBS', 'Electricidad de frenos, ABS y CBS', 'Bremselektrik, ABS und CBS', 'Kelistrikan rem, ABS dan CBS'],
        positions: [
          ['BRK0301', '刹车断电开关', 'Brake cut-off switch', 'Công tắc ngắt điện phanh', 'Interruptor de corte por freno', 'Bremsabschaltschalter', 'Sakelar pemutus rem'],
          ['BRK0302', 'ABS控制单元', 'ABS unit', 'Bộ điều khiển ABS', 'Unidad ABS', 'ABS-Steuergerät', 'Unit ABS'],
          ['BRK0303', '轮速传感器', 'Wheel speed sensor', 'Cảm biến tốc độ bánh', 'Sensor de velocidad de rueda', 'Raddrehzahlsensor', 'Sensor kecepatan roda'],
          ['BRK0304', 'ABS齿圈', 'ABS tone ring', 'Vòng răng ABS', 'Anillo dentado ABS', 'ABS-Sensorring', 'Ring gigi ABS'],
          ['BRK0305', '联动制动分配阀', 'CBS distribution valve', 'Van phân phối CBS', 'Válvula de reparto CBS', 'CBS-Verteilerventil', 'Katup distribusi CBS'],
          ['BRK0306', '能量回收制动', 'Regenerative braking', 'Phanh tái sinh', 'Frenado regenerativo', 'Rekuperationsbremse', 'Pengereman regeneratif'],
        ],
      },
    ],
  },
  {
    module: ['CHS', '车架与悬挂', 'Frame and suspension', 'Khung và giảm xóc', 'Chasis y suspensión', 'Rahmen und Fahrwerk', 'Rangka dan suspensi'],
    systems: [
      {
        system: ['CHS01', '车架', 'Frame', 'Khung xe', 'Chasis', 'Rahmen', 'Rangka'],
        positions: [
          ['CHS0101', '主车架', 'Main frame', 'Khung chính', 'Chasis principal', 'Hauptrahmen', 'Rangka utama'],
          ['CHS0102', '车头管', 'Head tube', 'Cổ phốt', 'Tubo de dirección', 'Steuerrohr', 'Tabung kepala'],
          ['CHS0103', '后平叉', 'Swingarm', 'Càng sau', 'Basculante', 'Schwinge', 'Lengan ayun'],
          ['CHS0104', '脚踏板支架', 'Footboard bracket', 'Giá để chân', 'Soporte del reposapiés', 'Trittbretthalter', 'Braket pijakan kaki'],
          ['CHS0105', '中撑/边撑', 'Centre and side stand', 'Chân chống giữa và bên', 'Caballete central y lateral', 'Haupt- und Seitenständer', 'Standar tengah dan samping'],
          ['CHS0106', '后扶手', 'Rear grab rail', 'Tay dắt sau', 'Asidero trasero', 'Haltegriff hinten', 'Pegangan belakang'],
        ],
      },
      {
        system: ['CHS02', '前悬挂与转向', 'Front suspension and steering', 'Giảm xóc trước và lái', 'Suspensión delantera y dirección', 'Vorderradaufhängung und Lenkung', 'Suspensi depan dan kemudi'],
        positions: [
          ['CHS0201', '前减震器', 'Front fork', 'Phuộc trước', 'Horquilla delantera', 'Vorderradgabel', 'Garpu depan'],
          ['CHS0202', '前叉油封', 'Fork oil seals', 'Phốt dầu phuộc', 'Retenes de horquilla', 'Gabeldichtringe', 'Seal oli garpu'],
          ['CHS0203', '方向柱轴承', 'Steering head bearings', 'Bi cổ phốt', 'Rodamientos de dirección', 'Lenkkopflager', 'Bantalan komstir'],
          ['CHS0204', '车把', 'Handlebar', 'Tay lái', 'Manillar', 'Lenker', 'Setang'],
          ['CHS0205', '转向锁', 'Steering lock', 'Khóa cổ', 'Bloqueo de dirección', 'Lenkschloss', 'Kunci setang'],
          ['CHS0206', '转向阻尼器', 'Steering damper', 'Giảm chấn lái', 'Amortiguador de dirección', 'Lenkungsdämpfer', 'Peredam kemudi'],
        ],
      },
      {
        system: ['CHS03', '后悬挂', 'Rear suspension', 'Giảm xóc sau', 'Suspensión trasera', 'Hinterradaufhängung', 'Suspensi belakang'],
        positions: [
          ['CHS0301', '后减震器', 'Rear shock absorber', 'Giảm xóc sau', 'Amortiguador trasero', 'Federbein hinten', 'Peredam kejut belakang'],
          ['CHS0302', '后减震衬套', 'Shock bushings', 'Bạc lót giảm xóc', 'Casquillos del amortiguador', 'Dämpferbuchsen', 'Bushing peredam'],
          ['CHS0303', '平叉轴与衬套', 'Swingarm pivot and bushings', 'Trục và bạc càng sau', 'Eje y casquillos del basculante', 'Schwingenlager und Buchsen', 'Poros dan bushing lengan ayun'],
        ],
      },
      {
        system: ['CHS04', '车轮与轮胎', 'Wheels and tyres', 'Bánh xe và lốp', 'Ruedas y neumáticos', 'Räder und Reifen', 'Roda dan ban'],
        positions: [
          ['CHS0401', '前轮辋', 'Front rim', 'Vành trước', 'Llanta delantera', 'Vorderradfelge', 'Pelek depan'],
          ['CHS0402', '后轮辋', 'Rear rim', 'Vành sau', 'Llanta trasera', 'Hinterradfelge', 'Pelek belakang'],
          ['CHS0403', '前轮胎', 'Front tyre', 'Lốp trước', 'Neumático delantero', 'Vorderreifen', 'Ban depan'],
          ['CHS0404', '后轮胎', 'Rear tyre', 'Lốp sau', 'Neumático trasero', 'Hinterreifen', 'Ban belakang'],
          ['CHS0405', '气门嘴', 'Tyre valve', 'Van lốp', 'Válvula del neumático', 'Reifenventil', 'Pentil ban'],
          ['CHS0406', '前轮轴承', 'Front wheel bearings', 'Bi bánh trước', 'Rodamientos de rueda delantera', 'Vorderradlager', 'Bantalan roda depan'],
          ['CHS0407', '轮胎压力传感器', 'Tyre pressure sensor', 'Cảm biến áp suất lốp', 'Sensor de presión de neumáticos', 'Reifendrucksensor', 'Sensor tekanan ban'],
          ['CHS0408', '后轮轴与螺母', 'Rear axle and nut', 'Trục và đai ốc bánh sau', 'Eje y tuerca traseros', 'Hinterachse und Mutter', 'As dan mur roda belakang'],
          ['CHS0409', '车轮动平衡', 'Wheel balance', 'Cân bằng bánh xe', 'Equilibrado de ruedas', 'Radauswuchtung', 'Keseimbangan roda'],
        ],
      },
    ],
  },
  {
    module: ['BDY', '车身与附件', 'Body and accessories', 'Thân xe và phụ kiện', 'Carrocería y accesorios', 'Karosserie und Zubehör', 'Bodi dan aksesori'],
    systems: [
      {
        system: ['BDY01', '覆盖件', 'Body panels', 'Ốp thân xe', 'Paneles de carrocería', 'Verkleidungsteile', 'Panel bodi'],
        positions: [
          ['BDY0101', '前护板', 'Front shield', 'Ốp trước', 'Escudo delantero', 'Frontschild', 'Pelindung depan'],
          ['BDY0102', '侧盖板', 'Side covers', 'Ốp hông', 'Tapas laterales', 'Seitenverkleidungen', 'Penutup samping'],
          ['BDY0103', '前挡泥板', 'Front mudguard', 'Chắn bùn trước', 'Guardabarros delantero', 'Vorderer Kotflügel', 'Spakbor depan'],
          ['BDY0104', '后挡泥板', 'Rear mudguard', 'Chắn bùn sau', 'Guardabarros trasero', 'Hinterer Kotflügel', 'Spakbor belakang'],
          ['BDY0105', '脚踏板', 'Footboard', 'Sàn để chân', 'Reposapiés', 'Trittbrett', 'Pijakan kaki'],
          ['BDY0106', '卡扣与紧固件', 'Clips and fasteners', 'Kẹp và ốc vít', 'Clips y fijaciones', 'Clips und Befestigungen', 'Klip dan pengencang'],
        ],
      },
      {
        system: ['BDY02', '座垫与储物', 'Seat and storage', 'Yên và cốp', 'Asiento y maletero', 'Sitzbank und Stauraum', 'Jok dan bagasi'],
        positions: [
          ['BDY0201', '座垫', 'Seat', 'Yên xe', 'Asiento', 'Sitzbank', 'Jok'],
          ['BDY0202', '座垫锁', 'Seat lock', 'Khóa yên', 'Cerradura del asiento', 'Sitzbankschloss', 'Kunci jok'],
          ['BDY0203', '座垫铰链', 'Seat hinge', 'Bản lề yên', 'Bisagra del asiento', 'Sitzbankscharnier', 'Engsel jok'],
          ['BDY0204', '储物箱', 'Storage box', 'Cốp xe', 'Maletero', 'Staufach', 'Bagasi'],
          ['BDY0205', '后货架', 'Rear carrier', 'Baga sau', 'Portaequipajes', 'Gepäckträger', 'Rak belakang'],
          ['BDY0206', '储物箱灯', 'Storage box light', 'Đèn cốp xe', 'Luz del maletero', 'Staufachbeleuchtung', 'Lampu bagasi'],
        ],
      },
      {
        system: ['BDY03', '后视镜与风挡', 'Mirrors and windscreen', 'Gương và kính chắn gió', 'Retrovisores y parabrisas', 'Spiegel und Windschild', 'Spion dan kaca depan'],
        positions: [
          ['BDY0301', '左后视镜', 'Left mirror', 'Gương trái', 'Retrovisor izquierdo', 'Spiegel links', 'Spion kiri'],
          ['BDY0302', '右后视镜', 'Right mirror', 'Gương phải', 'Retrovisor derecho', 'Spiegel rechts', 'Spion kanan'],
          ['BDY0303', '风挡', 'Windscreen', 'Kính chắn gió', 'Parabrisas', 'Windschild', 'Kaca depan'],
          ['BDY0304', '风挡支架', 'Windscreen bracket', 'Giá kính chắn gió', 'Soporte del parabrisas', 'Windschildhalter', 'Braket kaca depan'],
        ],
      },
    ],
  },
  {
    module: ['IOT', '智能与防盗', 'Smart functions and anti-theft', 'Chức năng thông minh và chống trộm', 'Funciones inteligentes y antirrobo', 'Smarte Funktionen und Diebstahlschutz', 'Fitur pintar dan anti-maling'],
    systems: [
      {
        system: ['IOT01', '车联网终端', 'Telematics unit', 'Thiết bị viễn thông', 'Unidad telemática', 'Telematikeinheit', 'Unit telematika'],
        positions: [
          ['IOT0101', '中控/T-Box', 'Telematics box (T-Box)', 'Hộp viễn thông (T-Box)', 'Caja telemática (T-Box)', 'Telematikbox (T-Box)', 'Kotak telematika (T-Box)'],
          ['IOT0102', 'GPS天线', 'GPS antenna', 'Ăng-ten GPS', 'Antena GPS', 'GPS-Antenne', 'Antena GPS'],
          ['IOT0103', '4G模块与SIM卡', '4G module and SIM', 'Mô-đun 4G và SIM', 'Módulo 4G y SIM', '4G-Modul und SIM', 'Modul 4G dan SIM'],
          ['IOT0104', '蓝牙模块', 'Bluetooth module', 'Mô-đun Bluetooth', 'Módulo Bluetooth', 'Bluetooth-Modul', 'Modul Bluetooth'],
          ['IOT0105', 'OTA升级', 'Over-the-air update', 'Cập nhật OTA', 'Actualización OTA', 'OTA-Aktualisierung', 'Pembaruan OTA'],
          ['IOT0106', '中控备用电池', 'Telematics backup battery', 'Pin dự phòng thiết bị viễn thông', 'Batería de respaldo telemática', 'Pufferbatterie der Telematik', 'Baterai cadangan telematika'],
        ],
      },
      {
        system: ['IOT02', '无钥匙与防盗', 'Keyless entry and anti-theft', 'Khóa thông minh và chống trộm', 'Acceso sin llave y antirrobo', 'Schlüsselloser Zugang und Diebstahlschutz', 'Tanpa kunci dan anti-maling'],
        positions: [
          ['IOT0201', '遥控钥匙', 'Remote key fob', 'Chìa khóa điều khiển', 'Mando a distancia', 'Funkschlüssel', 'Kunci remote'],
          ['IOT0202', 'NFC感应区', 'NFC reader', 'Đầu đọc NFC', 'Lector NFC', 'NFC-Leser', 'Pembaca NFC'],
          ['IOT0203', '防盗报警器', 'Alarm unit', 'Bộ báo động', 'Unidad de alarma', 'Alarmanlage', 'Unit alarm'],
          ['IOT0204', '电子锁止', 'Motor immobiliser', 'Khóa động cơ điện tử', 'Inmovilizador', 'Wegfahrsperre', 'Imobilizer'],
          ['IOT0205', '一键启动按钮', 'Start button', 'Nút khởi động', 'Botón de arranque', 'Startknopf', 'Tombol start'],
          ['IOT0206', '震动传感器', 'Vibration sensor', 'Cảm biến rung', 'Sensor de vibración', 'Erschütterungssensor', 'Sensor getaran'],
        ],
      },
      {
        system: ['IOT03', '手机应用', 'Mobile app', 'Ứng dụng điện thoại', 'Aplicación móvil', 'Smartphone-App', 'Aplikasi ponsel'],
        positions: [
          ['IOT0301', '账号绑定', 'Account binding', 'Liên kết tài khoản', 'Vinculación de cuenta', 'Kontoverknüpfung', 'Pengikatan akun'],
          ['IOT0302', '车辆状态显示', 'Vehicle status display', 'Hiển thị trạng thái xe', 'Estado del vehículo', 'Fahrzeugstatusanzeige', 'Tampilan status kendaraan'],
          ['IOT0303', '远程控制', 'Remote control', 'Điều khiển từ xa', 'Control remoto', 'Fernsteuerung', 'Kendali jarak jauh'],
          ['IOT0304', '骑行数据', 'Ride data and trips', 'Dữ liệu hành trình', 'Datos de trayectos', 'Fahrtdaten', 'Data perjalanan'],
          ['IOT0305', '消息推送', 'Push notifications', 'Thông báo đẩy', 'Notificaciones push', 'Push-Benachrichtigungen', 'Notifikasi push'],
        ],
      },
    ],
  },
];

export interface FaultNodeSeed {
  code: string;
  level: 1 | 2 | 3;
  parentCode: string | null;
  names: TLocalizedText;
  sort: number;
}

const names = ([, zh, en, vi, es, de, id]: Tuple): TLocalizedText => ({ 'zh-CN': zh, 'en-US': en, vi, es, de, id });

/** Every node of the catalogue, parents before children. */
export const FAULT_NODES: FaultNodeSeed[] = CATALOGUE.flatMap((m, mi) => [
  { code: m.module[0], level: 1 as const, parentCode: null, names: names(m.module), sort: mi },
  ...m.systems.flatMap((s, si) => [
    { code: s.system[0], level: 2 as const, parentCode: m.module[0], names: names(s.system), sort: si },
    ...s.positions.map((p, pi) => ({ code: p[0], level: 3 as const, parentCode: s.system[0], names: names(p), sort: pi })),
  ]),
]);
