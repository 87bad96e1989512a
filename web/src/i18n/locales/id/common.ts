import type en from '../en-US/common';
import type { DeepStringRecord } from '../../types';

const common: DeepStringRecord<typeof en> = {
  actions: {
    ok: "OK",
    cancel: "Batal",
    save: "Simpan",
    reset: "Atur ulang",
    close: "Tutup",
    confirm: "Konfirmasi",
    back: "Kembali",
  },
  userTypes: {
    SYSTEM_ADMIN: "Administrator sistem",
    DOMAIN_ADMIN: "Administrator domain",
    INNER_USER: "Staf internal",
    DEALER: "Dealer",
    CUSTOMER: "Pelanggan",
    DOWNLOAD_ADMIN: "Administrator unduhan",
    BULLETIN_ADMIN: "Administrator buletin",
    FEEDBACK_ADMIN: "Administrator umpan balik",
    FACILITATOR: "Fasilitator",
    CLIENT: "Pengguna akhir",
    SERVICE_STATION: "Bengkel resmi",
    CENTRAL: "Kantor pusat",
    IN_PLANT: "Staf pabrik",
    REGISTER: "Pengguna terdaftar",
    VISITOR: "Pengunjung",
  },
};

export default common;
