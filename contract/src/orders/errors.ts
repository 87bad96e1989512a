import type { ErrorDef } from '../error-def.js';

/** Shopping cart and orders: business codes 2200xx, each message in all six languages. */
export const ORDER_ERRORS = {
  /** No part has the code. */
  CART_PART_NOT_FOUND: {
    code: 220001,
    http: 200,
    message: {
      'zh-CN': '未找到该零件',
      'en-US': 'Part not found',
      vi: 'Không tìm thấy phụ tùng',
      es: 'No se encontró la pieza',
      de: 'Teil nicht gefunden',
      id: 'Suku cadang tidak ditemukan',
    },
  },
  /** Spec §2: only spare parts with a price go into the cart. */
  CART_PART_NOT_ORDERABLE: {
    code: 220002,
    http: 200,
    message: {
      'zh-CN': '该零件不是可售备件或没有价格，不能加入购物车：{partCode}',
      'en-US': 'This part is not sold as a spare or has no price and cannot be added to the cart: {partCode}',
      vi: 'Phụ tùng này không bán lẻ hoặc chưa có giá nên không thể thêm vào giỏ hàng: {partCode}',
      es: 'Esta pieza no se vende como recambio o no tiene precio y no se puede añadir al carrito: {partCode}',
      de: 'Dieses Teil wird nicht als Ersatzteil verkauft oder hat keinen Preis und kann nicht in den Warenkorb gelegt werden: {partCode}',
      id: 'Suku cadang ini tidak dijual sebagai suku cadang pengganti atau tidak memiliki harga sehingga tidak dapat dimasukkan ke keranjang: {partCode}',
    },
  },
  /** Spec §5 Cart: a whole number and at least the minimum order quantity. */
  CART_AMOUNT_BELOW_MIN: {
    code: 220003,
    http: 200,
    message: {
      'zh-CN': '数量必须为整数且不小于最小起订量 {min}',
      'en-US': 'The quantity must be a whole number and at least the minimum order quantity of {min}',
      vi: 'Số lượng phải là số nguyên và không nhỏ hơn số lượng đặt tối thiểu {min}',
      es: 'La cantidad debe ser un número entero y al menos la cantidad mínima de pedido de {min}',
      de: 'Die Menge muss eine ganze Zahl und mindestens die Mindestbestellmenge von {min} sein',
      id: 'Jumlah harus bilangan bulat dan minimal jumlah pesanan minimum {min}',
    },
  },
  /** A line that is not in the caller's cart (a foreign one looks the same). */
  CART_ITEM_NOT_FOUND: {
    code: 220004,
    http: 200,
    message: {
      'zh-CN': '购物车中没有该零件',
      'en-US': 'This part is not in your cart',
      vi: 'Phụ tùng này không có trong giỏ hàng của bạn',
      es: 'Esta pieza no está en su carrito',
      de: 'Dieses Teil ist nicht in Ihrem Warenkorb',
      id: 'Suku cadang ini tidak ada di keranjang Anda',
    },
  },
  /** Spec §5 Cart: 'please select the parts to submit'. */
  CART_NOTHING_SELECTED: {
    code: 220005,
    http: 200,
    message: {
      'zh-CN': '请选择要提交的零件',
      'en-US': 'Please select the parts to submit',
      vi: 'Vui lòng chọn phụ tùng cần gửi',
      es: 'Seleccione las piezas que desea enviar',
      de: 'Bitte wählen Sie die Teile aus, die Sie absenden möchten',
      id: 'Silakan pilih suku cadang yang akan dikirim',
    },
  },
  /** An unknown order, or another user's (it looks the same). */
  ORDER_NOT_FOUND: {
    code: 220006,
    http: 200,
    message: {
      'zh-CN': '未找到该订单',
      'en-US': 'Order not found',
      vi: 'Không tìm thấy đơn hàng',
      es: 'No se encontró el pedido',
      de: 'Bestellung nicht gefunden',
      id: 'Pesanan tidak ditemukan',
    },
  },
  /** The cart holds ORDER_LIMITS.cartLinesMax lines at most. */
  CART_FULL: {
    code: 220007,
    http: 200,
    message: {
      'zh-CN': '购物车最多可放 {max} 种零件',
      'en-US': 'The cart holds at most {max} parts',
      vi: 'Giỏ hàng chứa tối đa {max} phụ tùng',
      es: 'El carrito admite como máximo {max} piezas',
      de: 'Der Warenkorb fasst höchstens {max} Teile',
      id: 'Keranjang memuat paling banyak {max} suku cadang',
    },
  },
  /** A line lost its price (or stopped being a spare) since it was added: it cannot be ordered now. */
  CART_PRICE_GONE: {
    code: 220009,
    http: 200,
    message: {
      'zh-CN': '该零件当前不可订购，请从购物车中删除：{partCode}',
      'en-US': 'This part cannot be ordered now, please remove it from the cart: {partCode}',
      vi: 'Hiện không thể đặt phụ tùng này, vui lòng xóa khỏi giỏ hàng: {partCode}',
      es: 'Esta pieza no se puede pedir ahora, elimínela del carrito: {partCode}',
      de: 'Dieses Teil kann derzeit nicht bestellt werden, bitte entfernen Sie es aus dem Warenkorb: {partCode}',
      id: 'Suku cadang ini tidak dapat dipesan sekarang, hapus dari keranjang: {partCode}',
    },
  },
} as const satisfies Record<string, ErrorDef>;
