import type en from '../en-US/errors';
import type { DeepStringRecord } from '../../types';

const errors: DeepStringRecord<typeof en> = {
  http: {
    sessionExpired: "Su sesión ha caducado, inicie sesión de nuevo.",
    forbidden: "No tiene permiso para esta operación.",
    parameter: "¡Error de formato de parámetro!",
    server: "¡Error del servidor, contacte al administrador!",
    unknown: "La solicitud falló.",
    network: "No se puede conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.",
    downloadFailed: "La descarga falló.",
  },
  licence: {
    title: "Licencia",
  },
  compatibility: {
    title: "Error de auditoría de compatibilidad",
  },
  detail: {
    title: "Detalles del error",
    index: "N.º",
  },
  notice: {
    title: "Error",
  },
};

export default errors;
