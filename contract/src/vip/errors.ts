import type { ErrorDef } from '../error-def.js';

/** Paid (VIP) access: business codes 3000xx, each message in all six languages. */
export const VIP_ERRORS = {
  /** An unknown package, or (for a buyer) a disabled one. */
  VIP_PACKAGE_NOT_FOUND: {
    code: 300001,
    http: 200,
    message: {
      'zh-CN': '未找到该付费套餐',
      'en-US': 'This package was not found',
      vi: 'Không tìm thấy gói này',
      es: 'No se encontró este paquete',
      de: 'Dieses Paket wurde nicht gefunden',
      id: 'Paket ini tidak ditemukan',
    },
  },
  /** The target code is not a catalogue node of the level the scope needs. */
  VIP_TARGET_INVALID: {
    code: 300002,
    http: 200,
    message: {
      'zh-CN': '目录中没有符合此范围层级的代码 {code}（车型手册需车型代码，系列目录需系列代码）',
      'en-US': 'The catalogue has no {code} at the level this scope needs (a model for model manuals, a series for a series catalogue)',
      vi: 'Danh mục không có {code} ở cấp mà phạm vi này cần (mẫu xe cho tài liệu mẫu xe, dòng xe cho danh mục dòng xe)',
      es: 'El catálogo no tiene {code} en el nivel que requiere este alcance (un modelo para manuales de modelo, una serie para un catálogo de serie)',
      de: 'Der Katalog enthält {code} nicht auf der Ebene, die dieser Umfang braucht (ein Modell für Modellhandbücher, eine Baureihe für einen Baureihenkatalog)',
      id: 'Katalog tidak memiliki {code} pada tingkat yang dibutuhkan cakupan ini (model untuk manual model, seri untuk katalog seri)',
    },
  },
  /** An unknown purchase, or someone else's (a foreign id looks like a missing one). */
  VIP_BUY_NOT_FOUND: {
    code: 300003,
    http: 200,
    message: {
      'zh-CN': '未找到该购买记录',
      'en-US': 'This purchase was not found',
      vi: 'Không tìm thấy giao dịch mua này',
      es: 'No se encontró esta compra',
      de: 'Dieser Kauf wurde nicht gefunden',
      id: 'Pembelian ini tidak ditemukan',
    },
  },
  /** The workflow has no row for this action from the purchase's status for this caller. */
  VIP_ACTION_NOT_ALLOWED: {
    code: 300004,
    http: 200,
    message: {
      'zh-CN': '该购买记录当前状态下不能执行此操作',
      'en-US': 'This action is not possible for the purchase in its current state',
      vi: 'Không thể thực hiện thao tác này với giao dịch ở trạng thái hiện tại',
      es: 'Esta acción no es posible para la compra en su estado actual',
      de: 'Diese Aktion ist für den Kauf in seinem aktuellen Zustand nicht möglich',
      id: 'Tindakan ini tidak dapat dilakukan untuk pembelian dalam status saat ini',
    },
  },
  /** The buyer already waits on a purchase of this package. */
  VIP_BUY_PENDING: {
    code: 300005,
    http: 200,
    message: {
      'zh-CN': '您已有一笔该套餐的购买在等待处理',
      'en-US': 'You already have a purchase of this package waiting',
      vi: 'Bạn đã có một giao dịch mua gói này đang chờ xử lý',
      es: 'Ya tiene una compra de este paquete en espera',
      de: 'Sie haben bereits einen wartenden Kauf dieses Pakets',
      id: 'Anda sudah memiliki pembelian paket ini yang sedang menunggu',
    },
  },
  /** The card webhook's signature is missing, wrong or stale. */
  VIP_WEBHOOK_SIGNATURE_INVALID: {
    code: 300006,
    http: 200,
    message: {
      'zh-CN': '支付通知签名无效',
      'en-US': 'The payment notification is not correctly signed',
      vi: 'Thông báo thanh toán không được ký đúng',
      es: 'La notificación de pago no está firmada correctamente',
      de: 'Die Zahlungsbenachrichtigung ist nicht korrekt signiert',
      id: 'Notifikasi pembayaran tidak ditandatangani dengan benar',
    },
  },
  /** The same signed notification again (decision 033's replay window). */
  VIP_WEBHOOK_REPLAYED: {
    code: 300007,
    http: 200,
    message: {
      'zh-CN': '该支付通知已处理过',
      'en-US': 'This payment notification was already received',
      vi: 'Thông báo thanh toán này đã được nhận',
      es: 'Esta notificación de pago ya se recibió',
      de: 'Diese Zahlungsbenachrichtigung wurde bereits empfangen',
      id: 'Notifikasi pembayaran ini sudah diterima',
    },
  },
  /** The amount or currency paid is not the purchase's. */
  VIP_WEBHOOK_AMOUNT_MISMATCH: {
    code: 300008,
    http: 200,
    message: {
      'zh-CN': '支付金额或币种与购买记录不符',
      'en-US': 'The amount or currency paid does not match the purchase',
      vi: 'Số tiền hoặc loại tiền thanh toán không khớp với giao dịch mua',
      es: 'El importe o la moneda pagados no coinciden con la compra',
      de: 'Betrag oder Währung der Zahlung passen nicht zum Kauf',
      id: 'Jumlah atau mata uang pembayaran tidak sesuai dengan pembelian',
    },
  },
  /** A gated user opens content no active package of theirs covers. */
  VIP_ENTITLEMENT_REQUIRED: {
    code: 300009,
    http: 200,
    message: {
      'zh-CN': '阅读此内容需要有效的付费套餐',
      'en-US': 'Reading this content needs an active package',
      vi: 'Cần có gói còn hiệu lực để đọc nội dung này',
      es: 'Para leer este contenido necesita un paquete activo',
      de: 'Zum Lesen dieses Inhalts ist ein aktives Paket nötig',
      id: 'Membaca konten ini memerlukan paket yang aktif',
    },
  },
} as const satisfies Record<string, ErrorDef>;
