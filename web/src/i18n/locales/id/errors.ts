import type en from '../en-US/errors';
import type { DeepStringRecord } from '../../types';

const errors: DeepStringRecord<typeof en> = {
  http: {
    sessionExpired: "Sesi Anda telah berakhir, silakan masuk kembali.",
    forbidden: "Anda tidak memiliki izin untuk operasi ini.",
    parameter: "Kesalahan format parameter!",
    server: "Kesalahan server, silakan hubungi administrator!",
    unknown: "Permintaan gagal.",
    network: "Server tidak dapat dijangkau. Periksa koneksi Anda dan coba lagi.",
    downloadFailed: "Unduhan gagal.",
  },
  licence: {
    title: "Lisensi",
  },
  compatibility: {
    title: "Kesalahan audit kompatibilitas",
  },
  detail: {
    title: "Rincian kesalahan",
    index: "No.",
  },
  notice: {
    title: "Kesalahan",
  },
};

export default errors;
