import type en from '../en-US/common';
import type { DeepStringRecord } from '../../types';

const common: DeepStringRecord<typeof en> = {
  actions: {
    ok: "Aceptar",
    cancel: "Cancelar",
    save: "Guardar",
    reset: "Restablecer",
    close: "Cerrar",
    confirm: "Confirmar",
    back: "Volver",
  },
  userTypes: {
    SYSTEM_ADMIN: "Administrador del sistema",
    DOMAIN_ADMIN: "Administrador de dominio",
    INNER_USER: "Personal interno",
    DEALER: "Concesionario",
    CUSTOMER: "Cliente",
    DOWNLOAD_ADMIN: "Administrador de descargas",
    BULLETIN_ADMIN: "Administrador de boletines",
    FEEDBACK_ADMIN: "Administrador de comentarios",
    FACILITATOR: "Coordinador",
    CLIENT: "Usuario final",
    SERVICE_STATION: "Taller de servicio",
    CENTRAL: "Oficina central",
    IN_PLANT: "Personal de planta",
    REGISTER: "Usuario registrado",
    VISITOR: "Visitante",
  },
};

export default common;
