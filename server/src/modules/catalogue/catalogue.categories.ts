import { nameIn, type TLocalizedText } from '@portal/contract';
import type { Language } from '@portal/contract';


const L = (zh: string, en: string, vi: string, es: string, de: string, id: string): TLocalizedText => ({ 'zh-CN': zh, 'en-US': en, vi, es, de, id });

/**
 * Part classification codes (parts.category, partClassification) and their names. Every code the
 * catalogue uses is here (a test checks the generator's part types); the web shows `name` as is.
 */
export const PART_CATEGORY_NAMES: Record<string, TLocalizedText> = {
  ALARM: L('防盗报警器', 'Alarm', 'Thiết bị báo động', 'Alarma', 'Alarmanlage', 'Alarm'),
  AXLE: L('车轴', 'Axle', 'Trục', 'Eje', 'Achse', 'As roda'),
  BATTERY: L('电池', 'Battery', 'Pin', 'Batería', 'Batterie', 'Baterai'),
  BEARING: L('轴承', 'Bearing', 'Vòng bi', 'Rodamiento', 'Lager', 'Bantalan'),
  BELT: L('传动皮带', 'Drive belt', 'Dây curoa', 'Correa', 'Riemen', 'Sabuk'),
  BMS: L('电池管理系统', 'Battery management system', 'Hệ thống quản lý pin', 'Sistema de gestión de batería', 'Batteriemanagementsystem', 'Sistem manajemen baterai'),
  BODY: L('车身', 'Body', 'Thân xe', 'Carrocería', 'Karosserie', 'Bodi'),
  BODY_PANEL: L('车身覆盖件', 'Body panel', 'Tấm ốp thân xe', 'Panel de carrocería', 'Karosserieteil', 'Panel bodi'),
  BRAKE: L('制动', 'Brake', 'Phanh', 'Freno', 'Bremse', 'Rem'),
  BRAKE_CALIPER: L('制动卡钳', 'Brake caliper', 'Cùm phanh', 'Pinza de freno', 'Bremssattel', 'Kaliper rem'),
  BRAKE_DISC: L('制动盘', 'Brake disc', 'Đĩa phanh', 'Disco de freno', 'Bremsscheibe', 'Cakram rem'),
  BRAKE_HOSE: L('制动油管', 'Brake hose', 'Ống dầu phanh', 'Latiguillo de freno', 'Bremsschlauch', 'Selang rem'),
  BRAKE_LEVER: L('刹车把手', 'Brake lever', 'Tay phanh', 'Maneta de freno', 'Bremshebel', 'Tuas rem'),
  BRAKE_PAD: L('刹车片', 'Brake pad', 'Má phanh', 'Pastilla de freno', 'Bremsbelag', 'Kampas rem'),
  CABLE: L('线缆与线束', 'Cable and harness', 'Cáp và bó dây', 'Cable y mazo', 'Kabel und Kabelbaum', 'Kabel dan harness'),
  CELL: L('电芯', 'Battery cell', 'Cell pin', 'Celda de batería', 'Batteriezelle', 'Sel baterai'),
  CHARGER: L('充电器', 'Charger', 'Bộ sạc', 'Cargador', 'Ladegerät', 'Pengisi daya'),
  CONNECTOR: L('连接器', 'Connector', 'Đầu nối', 'Conector', 'Steckverbinder', 'Konektor'),
  CONTROLLER: L('控制器', 'Controller', 'Bộ điều khiển', 'Controlador', 'Steuergerät', 'Kontroler'),
  DCDC: L('DC-DC 转换器', 'DC-DC converter', 'Bộ chuyển đổi DC-DC', 'Convertidor CC-CC', 'DC/DC-Wandler', 'Konverter DC-DC'),
  DISPLAY: L('仪表', 'Display', 'Đồng hồ hiển thị', 'Pantalla', 'Display', 'Layar'),
  DRIVE: L('传动部件', 'Drivetrain', 'Bộ truyền động', 'Transmisión', 'Antriebsteil', 'Penggerak'),
  ELECTRICAL: L('电气', 'Electrical', 'Điện', 'Eléctrico', 'Elektrik', 'Kelistrikan'),
  FASTENER: L('紧固件', 'Fastener', 'Chi tiết kẹp chặt', 'Elemento de fijación', 'Befestigungselement', 'Pengencang'),
  FLUID: L('油液', 'Fluid', 'Dầu và chất lỏng', 'Fluido', 'Betriebsflüssigkeit', 'Cairan'),
  FRAME: L('车架', 'Frame', 'Khung', 'Chasis', 'Rahmen', 'Rangka'),
  FUSE: L('保险丝', 'Fuse', 'Cầu chì', 'Fusible', 'Sicherung', 'Sekring'),
  GRIP: L('把套', 'Grip', 'Tay nắm', 'Puño', 'Griff', 'Hand grip'),
  HORN: L('喇叭', 'Horn', 'Còi', 'Bocina', 'Hupe', 'Klakson'),
  LAMP: L('灯具', 'Lamp', 'Đèn', 'Luz', 'Leuchte', 'Lampu'),
  LIGHTING: L('照明', 'Lighting', 'Chiếu sáng', 'Iluminación', 'Beleuchtung', 'Penerangan'),
  LOCK: L('锁具', 'Lock', 'Khóa', 'Cerradura', 'Schloss', 'Kunci'),
  MIRROR: L('后视镜', 'Mirror', 'Gương chiếu hậu', 'Espejo', 'Spiegel', 'Spion'),
  MOTOR: L('电机', 'Motor', 'Động cơ', 'Motor', 'Motor', 'Motor'),
  RELAY: L('继电器', 'Relay', 'Rơ le', 'Relé', 'Relais', 'Relai'),
  RIM: L('轮辋', 'Rim', 'Vành xe', 'Llanta', 'Felge', 'Pelek'),
  SEAL: L('密封件', 'Seal', 'Phớt', 'Retén', 'Dichtung', 'Seal'),
  SEAT: L('座垫', 'Seat', 'Yên xe', 'Asiento', 'Sitzbank', 'Jok'),
  SENSOR: L('传感器', 'Sensor', 'Cảm biến', 'Sensor', 'Sensor', 'Sensor'),
  SHOCK: L('减震器', 'Shock absorber', 'Giảm xóc', 'Amortiguador', 'Stoßdämpfer', 'Peredam kejut'),
  SUSPENSION: L('悬挂', 'Suspension', 'Giảm xóc', 'Suspensión', 'Federung', 'Suspensi'),
  SWITCH: L('开关', 'Switch', 'Công tắc', 'Interruptor', 'Schalter', 'Saklar'),
  THROTTLE: L('转把', 'Throttle', 'Tay ga', 'Acelerador', 'Gasgriff', 'Gas tangan'),
  TYRE: L('轮胎', 'Tyre', 'Lốp xe', 'Neumático', 'Reifen', 'Ban'),
  WHEEL: L('车轮', 'Wheel', 'Bánh xe', 'Rueda', 'Rad', 'Roda'),
};

/** A category code with its name in the request's language; an unknown code shows as itself. */
export const presentCategory = (code: string, lang: Language) => ({
  code,
  name: PART_CATEGORY_NAMES[code] ? nameIn(PART_CATEGORY_NAMES[code], lang) : code,
});
